import { expect, hydrated, test } from "./fixtures";

test("on a phone the Buy bar stays in view while the performers are read, and leaves when the footer comes", async ({ page }) => {
  await page.goto("/en/orchestra/event/1001");
  await hydrated(page);
  const bar = page.getByTestId("buy-bar");
  // Reading the performers: their heading on screen, the footer just below its bottom edge.
  await page.evaluate(() => {
    const footer = document.querySelector("footer")!;
    window.scrollTo(0, footer.getBoundingClientRect().top + window.scrollY - window.innerHeight - 20);
  });
  const artistsTop = await page.locator("#artists").evaluate((element) => element.getBoundingClientRect().top);
  expect(artistsTop).toBeLessThan(844 - 120);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button", { name: /Buy ticket/ })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});
