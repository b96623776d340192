import { expect, expectNoAxeViolations, hydrated, photographSection, SCREENSHOTS_DIR, test } from "./fixtures";

test("a concert page keeps a compact Buy ticket bar once its button has scrolled away, and hides it when the button shows", async ({ page, baseURL }) => {
  await page.goto("/en/orchestra/event/1001");
  await hydrated(page);
  const bar = page.getByRole("complementary", { name: "Tickets for this concert" });
  const main = page.locator("main").getByRole("button", { name: "Buy ticket" }).first();
  await expect(main).toBeInViewport();
  await expect(bar).toBeHidden();
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);

  // Just past the page's own button (further down, the end of the concert comes and the bar leaves for the footer).
  const below = await main.evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY + 40);
  await page.evaluate((top) => window.scrollTo(0, top), below);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Khachaturian: Spartacus and Gayane");
  await expect(bar).toContainText("3,000–15,000 AMD");
  // The bar is laid over the page: nothing under it moved.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  await expectNoAxeViolations(page);

  const asked = page.waitForRequest((request) => request.url().endsWith("/api/eventhub-proxy/Event/GetChart"));
  const popup = page.waitForEvent("popup");
  await bar.getByRole("button", { name: "Buy ticket" }).click();
  expect((await asked).postDataJSON()).toMatchObject({ eventId: "1001", backUrl: `${baseURL}/en/orchestra/event/1001` });
  await (await popup).close();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test("on a phone an empty rental form focuses its first field below the sticky header", async ({ page }) => {
  await page.goto("/am/venue/rent");
  await hydrated(page);
  const form = page.locator("main form");
  await form.getByRole("button", { name: "Ուղարկել" }).scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Ուղարկել" }).click();
  await expect(page.locator("main section:has(> form) > [role=status]")).toHaveText("Խնդրում ենք լրացնել բոլոր պարտադիր դաշտերը");
  await expect(form.locator("[aria-invalid=true]")).toHaveCount(5);
  const name = form.getByRole("textbox", { name: "Անուն", exact: true });
  await expect(name).toBeFocused();
  const [headerBottom, labelTop] = await page.evaluate(() => [
    document.querySelector("header")!.getBoundingClientRect().bottom,
    document.activeElement!.closest("[data-field]")!.getBoundingClientRect().top,
  ]);
  expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  await expectNoAxeViolations(page);
});

test("the home gallery on a phone is a short strip of six pictures, two a row, with All photos after it", async ({ page }) => {
  await page.goto("/en");
  const gallery = page.locator("[aria-labelledby=gallery-title]");
  const items = gallery.locator("ul > li");
  await expect(items).toHaveCount(6);
  const tops = await items.evaluateAll((list) => list.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(3);
  // The strip with its heading and link is about a screen and a half, not six screens of pictures.
  const height = await gallery.evaluate((section) => section.getBoundingClientRect().height);
  expect(height).toBeLessThan(1_300);
  await photographSection(gallery, `${SCREENSHOTS_DIR}/issue43-after-home-gallery-390.png`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await gallery.getByRole("link", { name: "All photos" }).click();
  await expect(page).toHaveURL("/en/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  await expect(page.locator("main figure")).toHaveCount(14);
  await expectNoAxeViolations(page);
});
