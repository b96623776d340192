import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test.describe("mobile menu at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
  });

  test("replaces the desktop menus and nothing scrolls sideways", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Venue", exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("opens full screen with expandable groups, navigates and closes", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    const venue = menu.getByRole("button", { name: "Venue", exact: true });
    await expect(menu.getByRole("link", { name: "Tour" })).toBeHidden();
    await venue.click();
    await expect(venue).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Tour" }).click();
    await expect(page).toHaveURL(/\/en\/venue\/visit$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour of the hall");
  });

  test("switches language with pill buttons and keeps the page", async ({ page }) => {
    await page.goto("/en/venue/harmony");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Հայերեն" }).click();
    await expect(page).toHaveURL(/\/am\/venue\/harmony$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hy");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("arm");
  });

  test("closes on Escape and gives focus back to the menu button", async ({ page }) => {
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });

  for (const lang of ["am", "ru"]) {
    test(`the ${lang} header fits at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`/${lang}/venue/rent`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
