import type { Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

/** Markup that sets `window.__xss` if any page ever renders it as HTML instead of text. */
export const XSS_PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `"><script>window.__xss=1</script>`,
  `'><svg onload=window.__xss=1>`,
  `javascript:window.__xss=1//`,
];

/** Opens the page and checks, after hydration, that no payload ran (CSP violations already fail the test). */
export async function expectNoXss(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
}
