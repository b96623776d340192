import type { APIRequestContext, Page } from "@playwright/test";
import { adminApiToken } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The published office hours (the first hall facts): Monday–Friday 10:00–19:00, Saturday 11:00–19:00, Sunday closed.
// Times below are written in Yerevan's offset (+04:00); 27 November 2026 is a Friday.

async function facts(request: APIRequestContext) {
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get("/api/admin/facts", { headers })).json()) as { draft: { ticketOffice: { exceptions: unknown[] } }; version: number };
  return { headers, state };
}

/** Publishes the office's exceptions through the admin API, as an admin would. */
async function publishExceptions(request: APIRequestContext, exceptions: unknown[]) {
  const { headers, state } = await facts(request);
  const draft = { ...state.draft, ticketOffice: { ...state.draft.ticketOffice, exceptions } };
  expect((await request.put("/api/admin/facts/draft", { headers, data: { facts: draft, baseVersion: state.version } })).status()).toBe(200);
  expect((await request.post("/api/admin/facts/publish", { headers, data: {} })).status()).toBe(200);
}

async function openAt(page: Page, path: string, instant: string) {
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(path);
  await hydrated(page);
  return page.locator("main").getByTestId("office-state");
}

test("the visit page in three languages: address with a map link, the office's week and whether it is open now", async ({ page }) => {
  const pages = [
    { lang: "am", heading: "Ինչպես այցելել համերգասրահ", open: "Հիմա բաց է՝ մինչև 19:00", section: "Հանդերձարան", map: "Բացել քարտեզում" },
    { lang: "en", heading: "Plan your visit", open: "Open now until 19:00", section: "Cloakroom", map: "Open in maps" },
    { lang: "ru", heading: "Планируйте визит", open: "Сейчас открыто до 19:00", section: "Гардероб", map: "Открыть на карте" },
  ];
  for (const { lang, heading, open, section, map } of pages) {
    const state = await openAt(page, `/${lang}/visit`, "2026-11-27T12:00:00+04:00");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(state).toHaveText(open);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole("link", { name: map })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`/${lang}/visit$`));
    await expect(page.locator('link[rel=alternate][hreflang="ru"]')).toHaveAttribute("href", /\/ru\/visit$/);
    // The footer says the same.
    await expect(page.locator("footer").getByTestId("office-state")).toHaveText(open);
    await expectNoAxeViolations(page);
  }
  const week = page.locator("main dl").first();
  await expect(week.locator("div", { hasText: "Воскресенье" }).locator("dd")).toHaveText("Закрыто");
  await expect(week.locator("div", { hasText: "Суббота" }).locator("dd")).toHaveText("11:00–19:00");
});

test("the menu and the footer lead to the visit page, and the sitemap lists it", async ({ page, request }) => {
  await page.goto("/en");
  await hydrated(page);
  await page.locator("footer").getByRole("link", { name: "Plan your visit" }).click();
  await expect(page).toHaveURL(/\/en\/visit$/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/am/visit</loc>");
});

test.describe("a visitor whose browser is in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("sees the office's state on Yerevan's clock: 08:00 Friday in Los Angeles is 20:00 in Yerevan, closed until Saturday 11:00", async ({ page }) => {
    const state = await openAt(page, "/en/visit", "2026-11-27T20:00:00+04:00");
    await expect(state).toHaveText("Closed now · opens tomorrow at 11:00");
    expect(await page.evaluate(() => new Date().getHours())).toBe(8);
    await expect(state).toHaveAttribute("data-open", "false");
  });

  test("and 23:30 Friday in Los Angeles is already Saturday 11:30 in Yerevan: open", async ({ page }) => {
    const state = await openAt(page, "/en/visit", "2026-11-28T11:30:00+04:00");
    await expect(state).toHaveText("Open now until 19:00");
  });
});

test.describe("a visitor whose browser is in Yerevan", () => {
  test.use({ timezoneId: "Asia/Yerevan" });

  test("on Saturday evening is told the office opens Monday, in each language", async ({ page }) => {
    await expect(await openAt(page, "/en/visit", "2026-11-28T20:00:00+04:00")).toHaveText("Closed now · opens Monday at 10:00");
    await expect(await openAt(page, "/ru/visit", "2026-11-28T20:00:00+04:00")).toHaveText("Сейчас закрыто · откроется в понедельник в 10:00");
    await expect(await openAt(page, "/am/visit", "2026-11-28T20:00:00+04:00")).toHaveText("Հիմա փակ է · կբացվի երկուշաբթի՝ ժամը 10:00-ին");
  });

  test("sees an exception published through the API: other hours on 31 December, closed on 1 January", async ({ page, request }) => {
    await publishExceptions(request, [
      { date: "2026-12-31", hours: { open: "10:00", close: "15:00" } },
      { date: "2027-01-01", hours: null },
    ]);
    try {
      await expect(await openAt(page, "/en/visit", "2026-12-31T14:00:00+04:00")).toHaveText("Open now until 15:00");
      await expect(page.getByTestId("office-exceptions")).toContainText("31 December: 10:00–15:00");
      await expect(page.getByTestId("office-exceptions")).toContainText("1 January: closed");
      // After 15:00 on the 31st: closed on the 1st, Saturday the 2nd opens at 11:00.
      await expect(await openAt(page, "/en/visit", "2026-12-31T16:00:00+04:00")).toHaveText("Closed now · opens Saturday at 11:00");
      await expectNoAxeViolations(page);
    } finally {
      // Back to no exceptions, as the other specs found the hours (the dates above are the only ones this test touches).
      await publishExceptions(request, []);
    }
  });
});
