import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against one production
// server, started once for the whole run by tests/e2e/global-setup.ts on a free port. Its old headless
// shell (package chromium-headless-shell), when there, is the lighter of Debian's two headless browsers.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI machines have 2 cores shared by two browsers and the server: a page checked with axe there takes
  // three times as long as on a quiet machine, so the budget per test follows.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 5_000 },
  use: {
    // The browser asks for Armenian, as the hall's staff's do: the admin area opens in it until the
    // admin chooses (docs/decisions/032-admin-language-from-the-browser.md).
    locale: "hy-AM",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: [/\.mobile\.spec\.ts$/, /\.shared\.spec\.ts$/] },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, testMatch: /\.mobile\.spec\.ts$/ },
    // Specs that change what every visitor sees (which banners and coming-soon cards are live) run
    // after the others, one at a time, so the public-page specs keep their seeded state.
    { name: "shared-state", use: desktop, testMatch: /\.shared\.spec\.ts$/, dependencies: ["desktop", "mobile"], fullyParallel: false },
  ],
});
