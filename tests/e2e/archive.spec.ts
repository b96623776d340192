import { adminApiToken, signIn } from "./admin-session";
import { mkdir } from "node:fs/promises";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";

// A concert of the 1987-88 season, added by staff with its programme: only the archive shows it.
const TITLES = { am: "Միրզոյանի երեկո", en: "A Mirzoyan evening", ru: "Вечер Мирзояна" };
const WORK = { composer: "Edvard Mirzoyan", title: "Symphony for Strings and Timpani" };
const text = { subtitle: "", works: [WORK], notes: "", talk: null, notice: "", published: true };

let eventId: string;

// One worker for the file, so the concert above is added once.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminApiToken(request)}` };
  const added = await request.post("/api/admin/concerts", {
    headers,
    data: { date: "1988-03-12T19:00:00+04:00", translations: { am: { title: TITLES.am }, en: { title: TITLES.en }, ru: { title: TITLES.ru } } },
  });
  expect(added.status()).toBe(201);
  eventId = ((await added.json()) as { eventId: string }).eventId;
  const saved = await request.put(`/api/admin/concerts/${eventId}/programme`, { headers, data: { genres: ["symphonic"], translations: { am: text, en: text, ru: text } } });
  expect(saved.status()).toBe(200);
});

test("the archive lists a past concert with its programme in each language, a season and a composer narrow it, and axe finds nothing", async ({ page }) => {
  await page.goto("/en/archive");
  await expect(page.locator("footer").getByRole("link", { name: "Concert archive" })).toHaveAttribute("href", "/en/archive");
  await hydrated(page);
  await page.getByLabel("Season").selectOption("1987-88");
  await page.getByLabel("Composer").selectOption(WORK.composer);
  await page.getByRole("button", { name: "Show concerts" }).click();
  await expect(page).toHaveURL(/\/en\/archive\?season=1987-88&composer=Edvard\+Mirzoyan$/);
  const cards = page.locator("main ol > li");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link", { name: TITLES.en })).toHaveAttribute("href", `/en/orchestra/event/${eventId}`);
  await expect(cards).toContainText(WORK.title);
  await expect(cards).toContainText("12 March 1988");

  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  for (const [label, width] of [["phone", 390], ["desktop", 1440]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/archive-${label}.png`, fullPage: true });
  }
  await page.goto(`/en/orchestra/event/${eventId}`);
  await expect(page.getByText("This concert took place on")).toBeVisible();
  for (const [label, width] of [["phone", 390], ["desktop", 1440]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/past-concert-${label}.png`, fullPage: true });
  }

  for (const lang of ["am", "ru"] as const) {
    await page.goto(`/${lang}/archive?season=1987-88`);
    await expect(page.locator("main ol > li").getByRole("link", { name: TITLES[lang] })).toBeVisible();
    await expect(page.locator("main")).toContainText(WORK.title);
  }
  await expectNoAxeViolations(page);

  await page.goto("/am/archive?season=1950-51");
  await expect(page.getByTestId("archive-empty").getByRole("link", { name: "Դիտել առաջիկա համերգները" })).toHaveAttribute("href", "/am/concerts");
  await expectNoAxeViolations(page);
});

test("staff add a concert of an earlier season from the admin: a date to come is refused at its field, a past one opens its programme editor and is listed as taken place", async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem("adminLanguage", "en"));
  await page.goto("/admin/concerts");
  await hydrated(page);
  await page.getByRole("button", { name: "Add a past concert" }).click();
  const dialog = page.getByRole("dialog", { name: "Past concert" });
  await dialog.getByLabel("Date").fill("2099-01-10");
  await dialog.getByLabel("Title (English)").fill("Tchaikovsky's Fifth, 1975");
  await dialog.getByRole("button", { name: "Add and write its programme" }).click();
  await expect(dialog.getByLabel("Date")).toBeFocused();
  await expect(dialog.getByText("The date must be before today: concerts to come are listed by the ticketing provider.")).toBeVisible();
  await expectNoAxeViolations(page);
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-past-concert-dialog-desktop.png` });

  await dialog.getByLabel("Date").fill("1975-10-03");
  await dialog.getByLabel("Start (Yerevan time)").fill("19:30");
  await dialog.getByLabel("Title (Русский)").fill("Пятая Чайковского, 1975");
  await dialog.getByRole("button", { name: "Add and write its programme" }).click();
  await expect(page).toHaveURL(/\/admin\/concerts\/hall-[0-9a-f]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tchaikovsky's Fifth, 1975");

  await page.goto("/admin/concerts?when=past");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Taken place" })).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("concert-row").filter({ hasText: "Tchaikovsky's Fifth, 1975" });
  await expect(row).toContainText("3 October 1975");
  await expect(row).toContainText("19:30");
  await expectNoAxeViolations(page);
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  for (const [label, width] of [["phone", 390], ["desktop", 1440]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-past-concerts-${label}.png` });
  }
});
