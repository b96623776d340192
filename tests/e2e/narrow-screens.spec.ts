import { PUBLIC_PAGE_PATHS } from "../../app/seo/public-pages";
import { expect, test } from "./fixtures";

// Every public page, and the pages a link or a mistake leads to.
const PAGES = [...PUBLIC_PAGE_PATHS, "/orchestra/event/1001", "/newsletter", "/newsletter/confirm?token=x", "/donate", "/no-such-page"];

test.use({ viewport: { width: 320, height: 640 } });

// One context for every page: a page that scrolls sideways on the smallest phones is named in the failure.
test("no public page scrolls sideways on a 320 px screen, in any language", async ({ page }) => {
  test.setTimeout(120_000);
  const tooWide: string[] = [];
  for (const lang of ["am", "en", "ru"]) {
    for (const path of PAGES) {
      await page.goto(`/${lang}${path}`, { waitUntil: "load" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`/${lang}${path}: ${width} px`);
    }
  }
  expect(tooWide).toEqual([]);
});
