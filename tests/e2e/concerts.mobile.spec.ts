import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test("on a phone the filters open in a bottom sheet that applies together and clears all", async ({ page }) => {
  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Dates" })).toBeHidden();
  await page.getByRole("button", { name: "All filters" }).click();
  const sheet = page.getByRole("dialog", { name: "All filters" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "This month" }).click();
  await sheet.getByRole("button", { name: "Philharmonic orchestra" }).click();
  await expect(page).toHaveURL(/\/en\/concerts$/); // nothing applies before Apply
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/en\/concerts\?filter=orchestra&date=thisMonth$/);
  await page.getByRole("button", { name: "All filters" }).click();
  await page.getByRole("dialog", { name: "All filters" }).getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/en\/concerts$/);
});

for (const lang of ["am", "ru"]) {
  test(`the ${lang} listing and event page fit a 320 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [`/${lang}/concerts`, `/${lang}/orchestra/event/1001`, `/${lang}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
