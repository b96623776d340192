import { FIGURES_TEXTS } from "../../app/features/visitor-figures/texts";
import { signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const t = FIGURES_TEXTS.am;
// Headless Chromium names itself HeadlessChrome, which the figures rightly take for a crawler: this visitor is a person's browser.
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("the figures screen shows a concert a visitor looked at, with their Buy ticket click", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  const concert = await visitor.newPage();
  await concert.goto("/am/orchestra/event/1002");
  await hydrated(concert);
  const title = (await concert.getByRole("heading", { level: 1 }).textContent())!.trim();
  const [chart] = await Promise.all([visitor.waitForEvent("page"), concert.getByRole("button", { name: "Գնել տոմս" }).click()]);
  await chart.waitForLoadState();
  // Nothing about the visitor is kept in their browser: no cookie, nothing stored beyond the language choice.
  expect(await visitor.cookies()).toEqual([]);
  const stored = await concert.evaluate(() => Object.keys(window.localStorage));
  expect(stored.filter((key) => key !== "language")).toEqual([]);
  await visitor.close();

  await signIn(page);
  await expect(page.getByTestId("visitor-summary")).toBeVisible();
  await page.getByRole("link", { name: t.summary.open }).click();
  await expect(page).toHaveURL(/\/admin\/figures$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  // The counts reach the database every few seconds.
  const row = page.getByTestId("concerts-table").locator("tr", { hasText: title });
  // The view and the click may reach it in different writes: wait for both.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
    const cells = await row.locator("td").allTextContents();
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[2])).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Վերջին 30 օրը" })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);

  await page.getByText(t.showTable).click();
  await expect(page.getByTestId("daily-table").locator("tbody tr")).toHaveCount(30);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Վերջին 7 օրը" }).click();
  await expect(page).toHaveURL(/days=7$/);
  await expect(page.getByTestId("daily-table").locator("tbody tr")).toHaveCount(7);

  // A chosen range is checked before it is asked for.
  await page.getByLabel(t.from).fill("2026-03-10");
  await page.getByLabel(t.to).fill("2026-03-01");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page.getByText(t.problems.invalid_range!)).toBeVisible();
  await page.getByLabel(t.to).fill("2026-03-12");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-12$/);
  await expect(page.getByTestId("daily-table").locator("tbody tr")).toHaveCount(3);
});
