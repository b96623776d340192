import { mkdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR as SHOTS, test } from "./fixtures";

// Publishes programmes visitors then read: runs with the specs that change what every visitor sees.
test.describe.configure({ mode: "serial" });

/** The clicks (a choice in a list is one) and the fields typed into, counted as staff would count them. */
function counted() {
  const count = { clicks: 0, typed: 0 };
  return {
    count,
    click: async (target: Locator) => {
      count.clicks += 1;
      await target.click();
    },
    choose: async (target: Locator, label: string) => {
      count.clicks += 1;
      await target.selectOption({ label });
    },
    fill: async (target: Locator, value: string) => {
      count.typed += 1;
      await target.fill(value);
    },
  };
}

const languageTab = (page: Page, name: string) => page.getByRole("main").getByRole("group", { name: "Language" }).getByRole("button", { name });

for (const [width, rowIndex, artist] of [
  [390, 5, "Hasmik Papian"],
  [1440, 6, "Sergey Smbatyan"],
] as const) {
  test(`at ${width} px a three-language programme of three works takes at most 12 clicks and 15 typed fields, and visitors read it in each language`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const created = await request.post("/api/admin/artists", { headers: { Authorization: `Bearer ${await adminApiToken(request)}` }, data: { translations: { en: { name: artist, role: "", bio: "" } } } });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.evaluate(() => window.localStorage.setItem("adminLanguage", "en"));
    await page.goto("/admin/concerts");
    await hydrated(page);

    const { count, click, choose, fill } = counted();
    const row = page.getByTestId("concert-row").nth(rowIndex);
    const concertName = (await row.locator("p").first().textContent())!.trim();
    await click(row.getByRole("link", { name: /Edit programme/ }));
    await expect(page.getByRole("heading", { level: 1, name: concertName })).toBeVisible();
    const eventId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    // It opens in the admin's language.
    await expect(languageTab(page, "English")).toHaveAttribute("aria-pressed", "true");

    // Once for every language: the works with composer, English title and minutes, the intermission, a performer, the talk's time.
    await fill(page.getByLabel("Composer 1"), "Aram Khachaturian");
    await fill(page.getByLabel("Title in English 1"), "Piano Concerto in D-flat major");
    await fill(page.getByLabel("Minutes 1"), "35 min");
    await click(page.getByRole("button", { name: "Add work" }));
    await fill(page.getByLabel("Composer 2"), "Komitas");
    await fill(page.getByLabel("Title in English 2"), "Armenian Folk Songs");
    await fill(page.getByLabel("Minutes 2"), "20");
    await click(page.getByRole("button", { name: "Add intermission" }));
    await click(page.getByRole("button", { name: "Add work" }));
    await fill(page.getByLabel("Composer 4"), "Sergei Rachmaninoff");
    await fill(page.getByLabel("Title in English 4"), "Symphonic Dances");
    await fill(page.getByLabel("Minutes 4"), "35");
    await click(page.getByRole("button", { name: "Add performer" }));
    await choose(page.getByLabel("Artist 1"), artist);
    await fill(page.getByLabel("Pre-concert talk: time"), "18:30");

    // Per language only its texts; a work named where it differs from the English, the English shown meanwhile.
    await fill(page.getByLabel("Subtitle"), "An evening of Armenian and Russian music");
    await click(languageTab(page, "Հայերեն"));
    await fill(page.getByLabel("Subtitle"), "Հայկական և ռուսական երաժշտության երեկո");
    await fill(page.getByLabel("Title (Հայերեն) 1"), "Դաշնամուրային կոնցերտ ռե բեմոլ մաժոր");
    await expect(page.getByLabel("Title (Հայերեն) 2")).toHaveAttribute("placeholder", "Armenian Folk Songs");
    await click(languageTab(page, "Русский"));
    await expect(page.getByTestId("reference-text").first()).toContainText("An evening of Armenian and Russian music");
    await fill(page.getByLabel("Subtitle"), "Вечер армянской и русской музыки");
    await fill(page.getByLabel("Title (Русский) 4"), "Симфонические танцы");
    await click(page.getByRole("button", { name: "Publish in every language" }));
    await expect(page.getByTestId("programme-actions").getByText("Programme saved")).toBeVisible();
    await expect(page.getByTestId("programme-actions")).toContainText("ENG: Published");

    expect(count).toEqual({ clicks: 9, typed: 15 });
    expect(count.clicks).toBeLessThanOrEqual(12);
    expect(count.typed).toBeLessThanOrEqual(15);
    await expectNoAxeViolations(page);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-after-programme-editor-${width}.png`, fullPage: true });
    // Save and Publish stay in view while the works are in view.
    await page.getByLabel("Composer 1").scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Save programme" })).toBeInViewport();

    // "Copy from English" fills the empty texts; a refusal lists its fields in staff words, each a link to its tab and field.
    await languageTab(page, "English").click();
    await page.getByLabel("Pre-concert talk: Speaker").fill("Anna Asatryan");
    await languageTab(page, "Русский").click();
    await page.getByRole("button", { name: "Copy from English" }).click();
    await expect(page.getByLabel("Pre-concert talk: Speaker")).toHaveValue("Anna Asatryan");
    await expect(page.getByLabel("Subtitle")).toHaveValue("Вечер армянской и русской музыки");
    await page.getByLabel("Subtitle").fill("Вечер ".repeat(60));
    await languageTab(page, "English").click();
    await page.getByLabel("Minutes 2").fill("twenty");
    await page.getByRole("button", { name: "Save programme" }).click();
    const problems = page.getByTestId("programme-problems");
    await expect(problems.getByRole("link")).toHaveText(["Work 2 · Minutes: Minutes as a number, such as 35 (or 40:30)", "Русский · Subtitle: Too long"]);
    await expect(page.getByText(/translations\./)).toHaveCount(0);
    await problems.getByRole("link", { name: /Русский · Subtitle/ }).click();
    await expect(languageTab(page, "Русский")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Subtitle")).toBeFocused();
    await problems.getByRole("link", { name: /Work 2 · Minutes/ }).click();
    await expect(page.getByLabel("Minutes 2")).toBeFocused();
    await expectNoAxeViolations(page);

    // Visitors: the same works in each language, each named in it where staff named it, in English elsewhere.
    const expected = {
      am: ["Հայկական և ռուսական երաժշտության երեկո", "Դաշնամուրային կոնցերտ ռե բեմոլ մաժոր", "Symphonic Dances", "35 ր"],
      en: ["An evening of Armenian and Russian music", "Piano Concerto in D-flat major", "Symphonic Dances", "35 min"],
      ru: ["Вечер армянской и русской музыки", "Piano Concerto in D-flat major", "Симфонические танцы", "35 мин"],
    };
    for (const [lang, texts] of Object.entries(expected)) {
      await page.goto(`/${lang}/orchestra/event/${eventId}`);
      await hydrated(page);
      const programme = page.getByTestId("programme");
      for (const text of [...texts, "Komitas", artist]) await expect(programme).toContainText(text);
      await expectNoAxeViolations(page);
    }
  });
}
