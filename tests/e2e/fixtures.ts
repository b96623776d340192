import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Every spec imports `test` from here: the base URL of the shared server, and page error capture. */
export const test = base.extend<{ pageErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (e.g. a request it aborts). */
  allowedConsoleErrors: [[], { option: true }],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts");
    await use(url);
  },
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // A page answered with 400 or 404 on purpose logs its own status; that is not a fault.
        const expected = [/status of 40[04]/, ...allowedConsoleErrors].some((pattern) => pattern.test(message.text()));
        if (message.type() === "error" && !expected) errors.push(message.text());
      });
      await use(errors);
      expect(errors, "the page logged errors (CSP violations, hydration mismatches, exceptions)").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Where the specs that photograph a screen put their pictures: the test output, so a test run leaves
 * the tracked files as they were. `SCREENSHOTS_DIR=docs/screenshots npx playwright test <spec>`
 * brings the copies in docs/ up to date.
 */
export const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR ?? "test-results/screenshots";

/** Answers the page's next alert or confirm, and tells what it said. */
export function answerNextDialog(page: Page, answer: "accept" | "dismiss"): Promise<{ type: string; message: string }> {
  // A listener, not waitForEvent: an open dialog blocks the page, so the click that causes it
  // would not finish until the dialog is answered.
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog[answer]();
    });
  });
}

/** Runs axe with WCAG 2.1 AA rules and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated, so clicks reach event handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Photographs one part of a page as a visitor sees it: its lazy pictures loaded, without the sticky
 * header laid over its top.
 */
export async function photographSection(section: Locator, path: string) {
  for (const image of await section.locator("img").all()) await image.scrollIntoViewIfNeeded();
  await section.locator("img").evaluateAll((images) =>
    Promise.all(images.map((image) => (image as HTMLImageElement).decode().catch(() => undefined))),
  );
  await section.screenshot({ path, style: "header.sticky { visibility: hidden !important; }" });
}
