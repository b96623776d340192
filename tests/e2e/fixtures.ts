import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every spec imports `test` from here: the base URL of the shared server, and page error capture. */
export const test = base.extend<{ pageErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts");
    await use(url);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, "the page logged errors (CSP violations, hydration mismatches, exceptions)").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
