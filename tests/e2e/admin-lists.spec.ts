import { am } from "../../app/admin/texts/am";
import { fill } from "../../app/i18n/plural";
import { signIn } from "./admin-session";
import { expectNoAxeViolations, expect, hydrated, test } from "./fixtures";
import { SEEDED_SUBSCRIBERS } from "./global-setup";
import { DASHBOARD_ADMIN_TEXTS } from "../../app/features/admin-dashboard/admin-texts";

const t = am;
const countOf = async (text: string | null) => Number(/ընդամենը՝ (\d+)/.exec(text ?? "")?.[1]);

test("the subscriber list pages through a thousand rows and searches as the admin types, with the search in the URL", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/subscribers");
  await hydrated(page);
  const count = page.getByTestId("list-count");
  const dataRows = page.locator("tbody tr");
  await expect(dataRows).toHaveCount(50);
  const total = await countOf(await count.textContent());
  expect(total).toBeGreaterThanOrEqual(SEEDED_SUBSCRIBERS);
  await expect(count).toHaveText(fill(t.lists.shownOf, { shown: 50, total }));

  await page.getByRole("button", { name: t.lists.loadMore }).click();
  await expect(dataRows).toHaveCount(100);
  await page.getByRole("button", { name: t.lists.loadMore }).click();
  await expect(dataRows).toHaveCount(150);
  await expect(count).toHaveText(fill(t.lists.shownOf, { shown: 150, total }));
  const ids = await page.locator("tbody tr td:first-child").allTextContents();
  expect(new Set(ids).size).toBe(150);

  // Upper case finds the lower-case addresses: list-0120 … list-0129.
  await page.getByLabel(t.lists.search).pressSequentially("LIST-012", { delay: 30 });
  await expect(page).toHaveURL(/\?q=LIST-012$/);
  await expect(dataRows).toHaveCount(10);
  await expect(count).toHaveText(fill(t.lists.shownOf, { shown: 10, total: 10 }));
  await expect(page.getByRole("button", { name: t.lists.loadMore })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(t.lists.search)).toHaveValue("LIST-012");
  await expect(dataRows).toHaveCount(10);

  await page.getByLabel(t.lists.search).fill("no-such-address");
  await expect(page.getByText(fill(t.lists.noMatches, { q: "no-such-address" }))).toBeVisible();
  await page.getByLabel(t.lists.search).fill("");
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(dataRows).toHaveCount(50);
});

test("a visitor's inquiry sent from another browser appears at the top of the open list and moves the dashboard figure", async ({ page, browser }) => {
  await signIn(page);
  const figure = page.getByTestId("figures-visit-total");
  await expect(figure).toBeVisible();
  const before = Number(await figure.textContent());
  const list = await page.context().newPage();
  await list.goto("/admin/visit-inquiries");
  await hydrated(list);
  await expect(list.getByTestId("list-count")).toBeVisible();
  const shownBefore = await countOf(await list.getByTestId("list-count").textContent());
  await list.waitForTimeout(500); // both live sockets connect after their screens show

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const name = `Top${Date.now()}`;
  await visitor.goto("/en/venue/visit");
  await hydrated(visitor);
  const form = visitor.locator("main form");
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel("Surname").fill("Avetisyan");
  await form.getByLabel("E-mail").fill("top@example.am");
  await form.getByLabel("Phone").fill("+374 91 000000");
  await form.getByLabel("Message").fill("Two adults");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText("Your message has been sent. We will contact you shortly");
  await visitorContext.close();

  await expect(list.locator("tbody tr").first()).toContainText(name);
  await expect(list.getByTestId("list-count")).toContainText(`ընդամենը՝ ${shownBefore + 1}`);
  await expect(figure).toHaveText(String(before + 1));
  await expect(page.getByTestId("figures-visit")).toContainText(fill(DASHBOARD_ADMIN_TEXTS.am.figures.unhandled, { n: "" }).trim());
});

test("the dashboard shows the figures, the weekly chart with its table, the next concerts and the demo content, without axe violations", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: DASHBOARD_ADMIN_TEXTS.am.figures.title })).toBeVisible();
  await expect(page.getByTestId("figures-subscribers-total")).not.toHaveText("0");
  await expect(page.getByRole("img", { name: new RegExp(DASHBOARD_ADMIN_TEXTS.am.figures.weeklyTitle) })).toBeVisible();
  await page.getByText(DASHBOARD_ADMIN_TEXTS.am.figures.showTable).click();
  await expect(page.getByRole("table", { name: DASHBOARD_ADMIN_TEXTS.am.figures.weeklyTitle }).locator("tbody tr")).toHaveCount(12);
  await expect(page.getByTestId("upcoming-concerts").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("placeholder-warning")).toBeVisible();
  await expect(page.getByRole("button", { name: DASHBOARD_ADMIN_TEXTS.am.demo.remove })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: DASHBOARD_ADMIN_TEXTS.am.demo.remove }).click();
  const dialog = page.getByRole("dialog", { name: DASHBOARD_ADMIN_TEXTS.am.demo.confirmTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: DASHBOARD_ADMIN_TEXTS.am.demo.cancel }).click();
  await expect(dialog).toBeHidden();
});
