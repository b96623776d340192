import { dateFilterRange, inRange } from "../../app/features/concerts/date-filters";
import { matchesConcertType } from "../../app/features/concerts/type-filters";
import { siteConcerts } from "./concert-data";
import { answerNextDialog, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const resultCount = (page: import("@playwright/test").Page) => page.locator("#results-title + p");
const cards = (page: import("@playwright/test").Page) => page.locator("section[aria-labelledby=results-title] article");

test("the listing is rendered on the server with nine concerts and a way to see all", async ({ page, request }) => {
  const all = await siteConcerts(request);
  await page.goto("/en/concerts");
  await expect(resultCount(page)).toHaveText(`${all.length} concerts`);
  await expect(cards(page)).toHaveCount(Math.min(9, all.length));
  await hydrated(page);
  await page.getByRole("link", { name: "Show more concerts" }).click();
  await expect(page).toHaveURL(/\?pages=2$/);
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByRole("link", { name: "Show fewer concerts" })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [chip, label] of [
  ["tomorrow", "Tomorrow"],
  ["thisWeek", "This week"],
  ["thisWeekend", "This weekend"],
  ["thisMonth", "This month"],
] as const) {
  test(`the ${label} chip shows the concerts of its dates, and clicking it again clears it`, async ({ page, request }) => {
    const all = await siteConcerts(request);
    const expected = all.filter((event) => inRange(event.startsAt, dateFilterRange(chip, new Date())));
    await page.goto("/en/concerts");
    await hydrated(page);
    const link = page.getByRole("navigation", { name: "Dates" }).getByRole("link", { name: label, exact: true });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${chip}$`));
    await expect(link).toHaveAttribute("aria-current", "true");
    if (expected.length === 0) {
      await expect(page.getByText(/There are no (more )?concerts/)).toBeVisible();
    } else {
      await expect(resultCount(page)).toHaveText(`${expected.length} concert${expected.length === 1 ? "" : "s"}`);
      await expect(cards(page).first()).toContainText(expected[0]!.eventName);
    }
    await link.click();
    await expect(page).toHaveURL(/\/en\/concerts$/);
    await expect(resultCount(page)).toHaveText(`${all.length} concerts`);
  });
}

test("the concert type filter is written to the URL, and a shared URL opens filtered", async ({ page, request }) => {
  const all = await siteConcerts(request, "ru");
  const orchestra = all.filter((e) => matchesConcertType({ title: e.eventName, descriptionText: e.descriptionText, venueName: e.venue.name }, "orchestra"));
  await page.goto("/ru/concerts");
  await hydrated(page);
  const types = page.getByRole("navigation", { name: "Организатор" });
  await types.getByRole("link", { name: "Филармонический оркестр" }).click();
  await expect(page).toHaveURL(/\/ru\/concerts\?filter=orchestra$/);
  await expect(types.getByRole("link", { name: "Филармонический оркестр" })).toHaveAttribute("aria-current", "true");
  const count = orchestra.length;
  const word = count % 10 === 1 && count % 100 !== 11 ? "концерт" : [2, 3, 4].includes(count % 10) && ![12, 13, 14].includes(count % 100) ? "концерта" : "концертов";
  await expect(resultCount(page)).toHaveText(`${count} ${word}`);

  await page.goto("/en/concerts?filter=khachaturyanHall");
  const englishTypes = page.getByRole("navigation", { name: "Organiser" });
  await expect(englishTypes.getByRole("link", { name: "Aram Khachaturian Concert Hall" })).toHaveAttribute("aria-current", "true");
  for (const card of await cards(page).all()) await expect(card).toContainText("Aram Khachaturian Concert Hall");
  await hydrated(page);
  await englishTypes.getByRole("link", { name: "All events" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/concerts$/);
});

test("the calendar picks a range within twelve months and the pill's cross returns to all", async ({ page, request }) => {
  const all = await siteConcerts(request);
  const later = all.find((event) => event.startsAt && new Date(event.startsAt).getTime() > Date.now() + 2 * 86_400_000)!;
  await page.goto("/en/concerts");
  await hydrated(page);
  await page.getByRole("button", { name: "Choose dates" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose dates" });
  await expect(calendar).toBeVisible();
  const previous = calendar.getByRole("button", { name: "Previous month" });
  const next = calendar.getByRole("button", { name: "Next month" });
  await expect(previous).toBeDisabled();
  for (let i = 0; i < 12; i++) await next.click();
  await expect(next).toBeDisabled();
  for (let i = 0; i < 12; i++) await previous.click();
  await expect(previous).toBeDisabled();

  const day = later.startsAt!.slice(0, 10);
  while ((await calendar.locator(`[data-day="${day}"]`).count()) === 0) await next.click();
  await expect(calendar.locator(`[data-day="${day}"]`)).toHaveAccessibleName(/concerts on this day/);
  await calendar.locator(`[data-day="${day}"]`).click();
  await calendar.getByRole("button", { name: "Apply" }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`date=customDate&from=${day}$`));
  await expect(cards(page).filter({ hasText: later.eventName })).toHaveCount(1);

  await page.getByRole("link", { name: /^Clear the dates/ }).click();
  await expect(page).toHaveURL(/\/en\/concerts$/);
});

test("the calendar closes on its button, on a press outside, and on pressing a start day again", async ({ page }) => {
  await page.goto("/en/concerts");
  await hydrated(page);
  const open = page.getByRole("button", { name: "Choose dates" });
  const calendar = page.getByRole("dialog", { name: "Choose dates" });
  await open.click();
  await calendar.getByRole("button", { name: "Close" }).click();
  await expect(calendar).toBeHidden();
  await open.click();
  await page.mouse.click(5, 5);
  await expect(calendar).toBeHidden();
  await open.click();
  const first = calendar.locator("button[data-day]:enabled").first();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await first.click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/date=customDate&from=\d{4}-\d{2}-\d{2}$/);
});

test("an event page shows the concert, its seats, price and programme, with structured data", async ({ page, request }) => {
  const [first] = await siteConcerts(request);
  const details = await (await request.get(`/api/eventhub-proxy/Event/${first!.eventId}`, { headers: { "Content-Language": "en" } })).json();
  await page.goto(`/en/orchestra/event/${first!.eventId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.eventName);
  await expect(page.getByText(`${details.availaibleCount} available seats`)).toBeVisible();
  await expect(page.getByText("Concert program")).toBeVisible();
  await expect(page.locator("main dl").first()).toContainText("AMD");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("MusicEvent");
  expect(jsonLd.startDate).toMatch(/\+04:00$/);
  expect(jsonLd.offers.priceCurrency).toBe("AMD");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*\.webp$/);
  await expectNoAxeViolations(page);
});

test("the legacy concert route shows the same page", async ({ page }) => {
  await page.goto("/en/orchestra/concert/1001");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Khachaturian: Spartacus and Gayane");
});

test("a sold-out concert says so in each language and cannot be bought", async ({ page }) => {
  for (const [lang, text] of [["en", "Sold out"], ["ru", "Билеты проданы"], ["am", "Տոմսերը սպառված են"]] as const) {
    await page.goto(`/${lang}/orchestra/event/1011`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole("button", { name: text })).toBeDisabled();
  }
});

test("seat counts use each language's plural forms", async ({ page, request }) => {
  const details = await (await request.get("/api/eventhub-proxy/Event/1002", { headers: { "Content-Language": "ru" } })).json();
  const n = details.availaibleCount as number;
  const ru = n % 10 === 1 && n % 100 !== 11 ? "свободное место" : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? "свободных места" : "свободных мест";
  await page.goto("/ru/orchestra/event/1002");
  await expect(page.getByText(`${n} ${ru}`)).toBeVisible();
  await page.goto("/am/orchestra/event/1002");
  await expect(page.getByText(`${n} ազատ տեղ`)).toBeVisible();
});

for (const [lang, notFound, invalid] of [
  ["en", "Event not found", "Event ID is missing or invalid"],
  ["ru", "Мероприятие не найдено", "Идентификатор мероприятия отсутствует или неверен"],
  ["am", "Միջոցառումը չի գտնվել", "Միջոցառման նույնացուցիչը բացակայում է կամ սխալ է"],
] as const) {
  test(`unknown and invalid event ids answer 404 and 400 in ${lang}`, async ({ page }) => {
    const missing = await page.goto(`/${lang}/orchestra/event/99999`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound);
    const invalidResponse = await page.goto(`/${lang}/orchestra/event/undefined`);
    expect(invalidResponse?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(invalid);
    await expect(page.getByRole("link", { name: /./ }).filter({ hasText: lang === "en" ? "Back to concerts" : /./ }).first()).toBeVisible();
  });
}

test("Buy ticket opens the provider's seat chart in a new tab, with the way back", async ({ page, context }) => {
  await page.goto("/en/orchestra/event/1001");
  await hydrated(page);
  const [chart] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Buy ticket" }).click()]);
  await chart.waitForLoadState();
  expect(chart.url()).toContain("/chart/1001");
  // Without EVENTHUB_URL the sandbox's chart is on the site's own origin, which every visitor can reach.
  expect(new URL(chart.url()).origin).toBe(new URL(page.url()).origin);
  await expect(chart.getByRole("heading", { level: 1 })).toHaveText("Khachaturian: Spartacus and Gayane");
  // The way back is the concert's own page, not the home page.
  await expect(chart.getByRole("link", { name: "Back to the hall's site" })).toHaveAttribute("href", /\/en\/orchestra\/event\/1001$/);
});

test("a blocked pop-up asks before opening the ticket site", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/ru/orchestra/event/1001");
  await hydrated(page);
  const asked = answerNextDialog(page, "dismiss");
  await page.getByRole("button", { name: "Купить билет" }).click();
  expect(await asked).toEqual({ type: "confirm", message: "Открыть сайт продажи билетов в новой вкладке?" });
  await expect(page).toHaveURL(/\/ru\/orchestra\/event\/1001$/);
});

test.describe("when the chart request fails", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_FAILED/] });

  test("a failed chart request tells the visitor in their language", async ({ page }) => {
    await page.route("**/api/eventhub-proxy/Event/GetChart", (route) => route.abort("connectionfailed"));
    await page.goto("/am/orchestra/event/1001");
    await hydrated(page);
    const alert = answerNextDialog(page, "dismiss");
    await page.getByRole("button", { name: "Գնել տոմս" }).click();
    expect(await alert).toEqual({ type: "alert", message: "Չհաջողվեց բեռնել նստատեղերի սխեման։ Խնդրում ենք փորձել ավելի ուշ։" });
  });
});

test("Add to calendar downloads the concert as an iCalendar file", async ({ request }) => {
  const response = await request.get("/en/orchestra/event/1001/calendar.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  expect(await response.text()).toContain("SUMMARY:Khachaturian: Spartacus and Gayane");
});

test("the banner strip shows the active banners and turns every three seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/concerts");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Announcements" });
  await expect(carousel.getByRole("button", { name: /Show announcement/ })).toHaveCount(2);
  await expect(carousel.getByRole("button", { name: "Show announcement 1" })).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(3_100);
  await expect(carousel.getByRole("button", { name: "Show announcement 2" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next announcement" }).click();
  await expect(carousel.getByRole("button", { name: "Show announcement 1" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Pause the announcements" }).click();
  await page.clock.runFor(7_000);
  await expect(carousel.getByRole("button", { name: "Show announcement 1" })).toHaveAttribute("aria-current", "true");
});

test("sitemap and robots list the public pages in three languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/am/concerts", "/en/venue/rent", "/ru/about/history", "/en/orchestra/event/1001"]) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain('hreflang="hy"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});
