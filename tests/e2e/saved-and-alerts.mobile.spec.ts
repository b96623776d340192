import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";
import { alertConfirmationPath } from "./mail";

/** A concert the sandbox sells out (app/eventhub/demo-concerts.ts). */
const SOLD_OUT = "1011";

const summaries = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => String(vevent.getFirstPropertyValue("url")).replace(/^.*\/orchestra\/event\//, ""));

test("a visitor saves two concerts from the listing, finds them on the saved page and downloads both into a calendar", async ({ page }) => {
  // Three pages, two accessibility scans and a download.
  test.setTimeout(90_000);
  await page.goto("/en/concerts");
  await hydrated(page);
  const cards = page.locator("main article");
  const titles: string[] = [];
  for (const index of [0, 2]) {
    const title = (await cards.nth(index).getByRole("heading").textContent())!.trim();
    titles.push(title);
    const save = page.getByRole("button", { name: `Save: ${title}` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
  }
  const link = page.getByRole("link", { name: "Saved concerts: 2" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();

  await expect(page).toHaveURL(/\/en\/saved$/);
  const list = page.locator("main ul");
  await expect(list.getByRole("heading")).toHaveText(titles);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/saved-concerts-390.png`, fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add all to my calendar" }).click();
  const download = await downloading;
  const ics = await readFile((await download.path())!, "utf8");
  const ids = summaries(ics);
  expect(ids).toHaveLength(2);
  const hrefs = await list.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!.replace(/^.*\/orchestra\/event\//, "")));
  expect(ids.sort()).toEqual(hrefs.sort());

  // Removing one leaves the other, and the header counts one.
  await page.getByRole("button", { name: `Remove from saved: ${titles[0]}` }).click();
  await expect(list.getByRole("heading")).toHaveText([titles[1]!]);
  await expect(page.getByRole("link", { name: "Saved concerts: 1" })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/saved-concerts-1440.png`, fullPage: true });
});

test("a visitor asks for seats on a sold-out concert and confirms the address from the mail", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `waiting-${Date.now()}@example.am`;
  await page.goto(`/en/orchestra/event/${SOLD_OUT}`);
  await hydrated(page);
  const form = page.getByRole("region", { name: "Notify me" });
  await expect(form.getByRole("checkbox", { name: "seats are available again" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /^the concert changes/ })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "tickets go on sale" })).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/notify-me-sold-out-${width}.png` });
  }
  await form.getByLabel("Your e-mail address").fill("not an address");
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("status")).toHaveText("Please enter a valid email address.");
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Notify me" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you! If this is the first alert for this address");
  await expectNoAxeViolations(page);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/notify-me-sent-390.png` });

  await page.goto(await alertConfirmationPath(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your alert");
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/alert-confirm-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your address is confirmed");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/alert-confirm-1440.png`, fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no Save control, and the saved page says why it is empty", async ({ page }) => {
    await page.goto("/en/concerts");
    await expect(page.locator("main article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
    await page.goto("/en/orchestra/event/1001");
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
    await page.goto("/en/saved");
    await expect(page.locator("main")).toContainText("Saved concerts are kept in your browser, which needs JavaScript to show them.");
  });

  test("Notify me is a form post that answers on a page of its own, with the way back", async ({ page }) => {
    await page.goto(`/ru/orchestra/event/${SOLD_OUT}`);
    const form = page.getByRole("region", { name: "Сообщить мне" });
    await form.getByLabel("Ваш адрес электронной почты").fill(`no-script-${Date.now()}@example.am`);
    await form.getByRole("button", { name: "Сообщить мне" }).click();
    await expect(page).toHaveURL(/\/ru\/alerts$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Спасибо!");
    await page.getByRole("link", { name: "Вернуться на сайт" }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/orchestra/event/${SOLD_OUT}$`));
  });
});
