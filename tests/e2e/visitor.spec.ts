import type { Page } from "@playwright/test";
import { dateFilterRange, inRange } from "../../app/features/concerts/date-filters";
import { formatDayRange } from "../../app/i18n/format";
import { addDays, dayKey, hallDay, parseDayKey } from "../../app/i18n/hall-time";
import { DEMO_GALLERIES } from "../../app/features/media-library/demo-items";
import { siteConcerts } from "./concert-data";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const cards = (page: Page) => page.locator("section[aria-labelledby=results-title] > ul article");
const resultCount = (page: Page) => page.locator("#results-title + p");

/** Opens the calendar and shows the month of `day`. */
async function calendarAt(page: Page, day: string) {
  await page.getByRole("button", { name: "Choose dates" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose dates" });
  // The calendar's code loads with its first opening: look for the day once it shows.
  await expect(calendar).toBeVisible();
  while ((await calendar.locator(`[data-day="${day}"]`).count()) === 0) await calendar.getByRole("button", { name: "Next month" }).click();
  return calendar;
}

test("the calendar picks one future day, and a range that starts later than today", async ({ page, request }) => {
  const all = await siteConcerts(request);
  const today = hallDay(new Date());
  const days = [...new Set(all.flatMap((event) => (event.startsAt ? [dayKey(hallDay(new Date(event.startsAt)))] : [])))].sort();
  const single = days.find((day) => day > dayKey(addDays(today, 2)))!;
  const rangeStart = days.find((day) => day > single)!;
  const rangeEnd = dayKey(addDays(parseDayKey(rangeStart)!, 9));
  const expected = (from: string, to: string | null) =>
    all.filter((event) => inRange(event.startsAt, dateFilterRange("customDate", new Date(), { from: parseDayKey(from)!, to: to ? parseDayKey(to) : null })));

  await page.goto("/en/concerts");
  await hydrated(page);
  let calendar = await calendarAt(page, single);
  await calendar.locator(`[data-day="${single}"]`).click();
  await expect(calendar).toBeVisible(); // one press starts the range; it does not choose yet
  await expect(calendar.getByText(`Chosen: ${formatDayRange(parseDayKey(single)!, null, "en")}`)).toBeVisible();
  await calendar.locator(`[data-day="${single}"]`).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?date=customDate&from=${single}$`));
  const onThatDay = expected(single, null);
  await expect(resultCount(page)).toHaveText(`${onThatDay.length} concert${onThatDay.length === 1 ? "" : "s"}`);
  await expect(cards(page)).toHaveCount(onThatDay.length);
  for (const event of onThatDay) await expect(cards(page).filter({ hasText: event.eventName })).toHaveCount(1);
  await expect(page.getByRole("link", { name: `Clear the dates ${formatDayRange(parseDayKey(single)!, null, "en")}` })).toBeVisible();

  calendar = await calendarAt(page, rangeStart);
  await calendar.locator(`[data-day="${rangeStart}"]`).click();
  while ((await calendar.locator(`[data-day="${rangeEnd}"]`).count()) === 0) await calendar.getByRole("button", { name: "Next month" }).click();
  await calendar.locator(`[data-day="${rangeEnd}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=customDate&from=${rangeStart}&to=${rangeEnd}$`));
  const inRangeEvents = expected(rangeStart, rangeEnd);
  await expect(resultCount(page)).toHaveText(`${inRangeEvents.length} concert${inRangeEvents.length === 1 ? "" : "s"}`);
  const label = formatDayRange(parseDayKey(rangeStart)!, parseDayKey(rangeEnd)!, "en");
  await expect(page.getByRole("link", { name: `Clear the dates ${label}` })).toHaveText(label);
  await expect(cards(page).first()).toContainText(inRangeEvents[0]!.eventName);
});

test("Apply with only a start day shows that day, and an earlier day starts the range again", async ({ page, request }) => {
  const all = await siteConcerts(request, "ru");
  const days = [...new Set(all.flatMap((event) => (event.startsAt ? [dayKey(hallDay(new Date(event.startsAt)))] : [])))].sort();
  const [earlier, later] = [days[1]!, days[2]!];
  await page.goto("/ru/concerts");
  await hydrated(page);
  await page.getByRole("button", { name: "Выбрать даты" }).click();
  const calendar = page.getByRole("dialog", { name: "Выберите даты" });
  await expect(calendar).toBeVisible();
  while ((await calendar.locator(`[data-day="${later}"]`).count()) === 0) await calendar.getByRole("button", { name: "Следующий месяц" }).click();
  await calendar.locator(`[data-day="${later}"]`).click();
  while ((await calendar.locator(`[data-day="${earlier}"]`).count()) === 0) await calendar.getByRole("button", { name: "Предыдущий месяц" }).click();
  await calendar.locator(`[data-day="${earlier}"]`).click();
  await expect(calendar).toBeVisible();
  await expectNoAxeViolations(page);
  await calendar.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=customDate&from=${earlier}$`));
});

test("every gallery picture has its caption under it and in the viewer, in English and Armenian", async ({ page }) => {
  for (const lang of ["en", "am"] as const) {
    await page.goto(`/${lang}/venue/visit`);
    await hydrated(page);
    const gallery = page.locator("section[aria-labelledby=page-gallery]");
    const captions = DEMO_GALLERIES.tour.map((image) => image.caption[lang]);
    await expect(gallery.locator("figcaption")).toHaveText(captions);
    for (const caption of await gallery.locator("figcaption").all()) await expect(caption).toBeVisible();
    await gallery.getByRole("button").first().click();
    const viewer = page.getByRole("dialog", { name: captions[0] });
    await expect(viewer.locator("figcaption")).toContainText(captions[0]!);
    await page.keyboard.press("Escape");
  }
});

test("the event page prints the programme once, in its own box", async ({ page }) => {
  for (const [lang, piece] of [
    ["en", "Aram Khachaturian — Masquerade, Suite"],
    ["ru", "Арам Хачатурян — «Маскарад», сюита"],
    ["am", "Արամ Խաչատրյան — «Դիմակահանդես», սյուիտ"],
  ] as const) {
    await page.goto(`/${lang}/orchestra/event/1001`);
    const count = await page.locator("main").evaluate((element, text) => (element as HTMLElement).innerText.split(text).length - 1, piece);
    expect(count, lang).toBe(1);
    await expect(page.locator("section[aria-labelledby=program]")).toContainText(piece);
    await expect(page.locator("section[aria-labelledby=about-concert]")).toBeVisible();
  }
});

test("the donate addresses lead to the support page in the visitor's language, the old one to the Armenian one", async ({ page }) => {
  for (const [lang, title] of [
    ["am", "Աջակցել նվագախմբին"],
    ["en", "Support the orchestra"],
    ["ru", "Поддержать оркестр"],
  ] as const) {
    await page.goto(`/${lang}/donate`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/support$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "am" ? "hy" : lang);
  }
  await page.goto("/donate");
  await expect(page).toHaveURL(/\/am\/support$/);
});

test.describe("when a request for the page's data fails after it has loaded", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_FAILED|Failed to fetch/] });

  test("the listing says the concerts could not be loaded, in each language", async ({ page }) => {
    for (const [lang, more, text] of [
      ["en", "Show more concerts", "Failed to load events from database"],
      ["ru", "Показать ещё концерты", "Не удалось загрузить мероприятия из базы данных"],
      ["am", null, "Չհաջողվեց բեռնել միջոցառումները տվյալների բազայից"],
    ] as const) {
      await page.goto(`/${lang}/concerts`);
      await hydrated(page);
      await page.route("**/*.data*", (route) => route.abort("connectionfailed"));
      await (more ? page.getByRole("link", { name: more }) : page.locator("a[href$='?pages=2']")).click();
      await expect(page.getByRole("alert")).toContainText(text);
      await page.unroute("**/*.data*");
    }
  });

  test("the event page says its details could not be loaded", async ({ page }) => {
    for (const [lang, text] of [
      ["en", "Failed to load event details"],
      ["am", "Չհաջողվեց բեռնել միջոցառման տվյալները"],
      ["ru", "Не удалось загрузить сведения о мероприятии"],
    ] as const) {
      await page.goto(`/${lang}/concerts`);
      await hydrated(page);
      await page.route("**/orchestra/event/*.data*", (route) => route.abort("connectionfailed"));
      await cards(page).first().getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      await page.unroute("**/orchestra/event/*.data*");
    }
  });
});

test("the orchestra's concerts page lists the orchestra's concerts only, with no type to choose", async ({ page }) => {
  await page.goto("/en/concerts?filter=orchestra&pages=2");
  const filtered = await cards(page).allInnerTexts();
  await page.goto("/en/orchestra/concerts?pages=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orchestra concerts");
  await expect(page.getByRole("navigation", { name: "Organiser" })).toHaveCount(0);
  expect(await cards(page).allInnerTexts()).toEqual(filtered);
  await hydrated(page);
  await page.getByRole("navigation", { name: "Dates" }).getByRole("link", { name: "This month", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/orchestra\/concerts\?date=thisMonth$/);
});
