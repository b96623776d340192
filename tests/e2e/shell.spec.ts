import { expect, hydrated, test } from "./fixtures";
import { siteConcerts } from "./concert-data";

const HEADINGS = {
  am: { lang: "hy", concerts: "Համերգներ", venue: "Համերգասրահ", rent: "Սրահի վարձակալություն", notFound: "404 Էջը չի գտնվել" },
  en: { lang: "en", concerts: "Concerts", venue: "Venue", rent: "Hall rental", notFound: "404 Page Not Found" },
  ru: { lang: "ru", concerts: "Концерты", venue: "Зал", rent: "Аренда зала", notFound: "404 Страница не найдена" },
} as const;

test("the root path redirects to the Armenian home page", async ({ page, request }) => {
  const response = await request.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/am$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/am$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hy");
});

for (const [lang, text] of Object.entries(HEADINGS)) {
  test(`/${lang} is served in its language with header, footer and alternates`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", text.lang);
    const nav = page.getByRole("navigation", { name: /./ }).first();
    await expect(nav.getByRole("link", { name: text.concerts, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: text.venue, exact: true })).toBeVisible();
    await expect(page.locator("footer")).toContainText("+374 10 000000");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}$`));
    for (const hreflang of ["hy", "en", "ru", "x-default"]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
    // axe runs on the home page in each language in home.spec.ts.
  });

  test(`an unknown page in ${lang} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
}

test("the English not-found page carries the spec's hint", async ({ page }) => {
  await page.goto("/en/venue/nowhere");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("an unknown language code shows the page in Armenian", async ({ page }) => {
  const response = await page.goto("/fr/venue/rent?from=link");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/am\/venue\/rent\?from=link$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS.am.rent);
});

test("switching language keeps the page and its query, and remembers the choice", async ({ page }) => {
  await page.goto("/en/venue/rent?hall=main");
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("eng");
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/venue\/rent\?hall=main$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADINGS.ru.rent);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("ru");
  await page.getByRole("button", { name: /Язык/ }).click();
  await page.getByRole("link", { name: "Հայերեն" }).click();
  await expect(page).toHaveURL(/\/am\/venue\/rent\?hall=main$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("arm");
});

test.describe("header dropdowns", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
  });

  test("open on click, close on an outside click, and only one is open at a time", async ({ page }) => {
    const venue = page.getByRole("button", { name: "Venue", exact: true });
    const about = page.getByRole("button", { name: "About", exact: true });
    const rent = page.getByRole("link", { name: "Hall rental" });
    await expect(rent).toBeHidden();
    await venue.click();
    await expect(venue).toHaveAttribute("aria-expanded", "true");
    await expect(rent).toBeVisible();
    await about.click();
    await expect(venue).toHaveAttribute("aria-expanded", "false");
    await expect(rent).toBeHidden();
    await expect(page.getByRole("link", { name: "Hall history" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
  });

  test("work from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({ page }) => {
    const orchestra = page.getByRole("button", { name: "Philharmonic Orchestra", exact: true });
    await orchestra.focus();
    await page.keyboard.press("Enter");
    await expect(orchestra).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Orchestra concerts" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(orchestra).toHaveAttribute("aria-expanded", "false");
    await expect(orchestra).toBeFocused();
  });

  test("a menu link navigates and closes the menu", async ({ page }) => {
    await page.getByRole("button", { name: "Venue", exact: true }).click();
    await page.getByRole("link", { name: "Exclusive balcony" }).click();
    await expect(page).toHaveURL(/\/en\/venue\/vip-balcony$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exclusive balcony");
    await expect(page.getByRole("button", { name: "Venue", exact: true })).toHaveAttribute("aria-expanded", "false");
  });

  test("the orchestra menu leads to the people page, and Donate to the support page", async ({ page }) => {
    await page.getByRole("button", { name: "Philharmonic Orchestra", exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: "People", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/people$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("People");
    await page.getByRole("banner").getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/en\/support$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support the orchestra");
  });
});

test("every public route of the spec answers 200 with its heading in three languages", async ({ request }) => {
  const routes: [string, Record<"am" | "en" | "ru", string>][] = [
    ["/concerts", { am: "Համերգներ", en: "Concerts", ru: "Концерты" }],
    ["/orchestra/concerts", { am: "Նվագախմբի համերգներ", en: "Orchestra concerts", ru: "Концерты оркестра" }],
    ["/orchestra/history", { am: "Նվագախմբի պատմություն", en: "History of the orchestra", ru: "История оркестра" }],
    ["/orchestra/giftCard", { am: "Նվեր քարտ", en: "Gift card", ru: "Подарочная карта" }],
    ["/about/history", { am: "Համերգասրահի պատմություն", en: "History of the hall", ru: "История зала" }],
    ["/venue/rent", { am: "Սրահի վարձակալություն", en: "Hall rental", ru: "Аренда зала" }],
    ["/venue/visit", { am: "Էքսկուրսիա համերգասրահում", en: "Tour of the hall", ru: "Экскурсия по залу" }],
    ["/venue/vip-balcony", { am: "Բացառիկ օթյակ", en: "Exclusive balcony", ru: "Эксклюзивный балкон" }],
    ["/venue/harmony", { am: "«Հարմոնիա» կամերային սրահ", en: "Harmony chamber hall", ru: "Камерный зал «Гармония»" }],
    ["/people", { am: "Մեր թիմը", en: "People", ru: "Команда" }],
    ["/support", { am: "Աջակցել նվագախմբին", en: "Support the orchestra", ru: "Поддержать оркестр" }],
    ["/visit", { am: "Ինչպես այցելել համերգասրահ", en: "Plan your visit", ru: "Планируйте визит" }],
  ];
  for (const [path, titles] of routes) {
    for (const [lang, title] of Object.entries(titles)) {
      const response = await request.get(`/${lang}${path}`);
      expect(response.status(), `/${lang}${path}`).toBe(200);
      expect(await response.text(), `/${lang}${path}`).toContain(`>${title}</h1>`);
    }
  }
});

test("public pages are kept briefly by the server as their routes declare, hashes in place of the nonce; the admin area never is", async ({ page, request }) => {
  const [concert] = await siteConcerts(request);
  const twice = async (path: string) => {
    await request.get(path);
    return request.get(path);
  };
  for (const path of ["/ru/venue/harmony", `/en/orchestra/event/${concert!.eventId}`]) {
    const kept = await twice(path);
    expect(kept.headers()["x-server-cache"], path).toBe("hit");
    // Five seconds; a block page also keys its kept answer by `?preview=`, so a preview link is never served from it.
    expect(kept.headers()["server-cache-control"], path).toMatch(/^max-age=5(, query="preview")?$/);
    const scriptSrc = /script-src ([^;]*)/.exec(kept.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    const html = await kept.text();
    expect(html, path).not.toContain("nonce=");
    // The stylesheet is one file every page shares (kept by the browser for a year), not a copy in each page.
    expect(html, path).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/[\w-]+\.css#?"/);
    expect(html, path).not.toContain("<style>");
  }
  const admin = await twice("/admin/login");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["x-server-cache"]).toBeUndefined();
  expect(admin.headers()["server-cache-control"]).toBeUndefined();

  // A kept page runs in the browser under its hash policy: it hydrates and its menus work.
  const response = await page.goto("/ru/venue/harmony");
  expect(response?.headers()["x-server-cache"]).toBe("hit");
  await hydrated(page);
  await page.getByRole("button", { name: HEADINGS.ru.venue, exact: true }).first().click();
  await expect(page.getByRole("link", { name: HEADINGS.ru.rent }).first()).toBeVisible();
});

test("a page asks for its scripts only after its text has painted and its first picture has arrived, then hydrates", async ({ page }) => {
  await page.goto("/en/concerts");
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime);
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? "";
    const pictureEnd = resources.find((entry) => entry.name === picture)?.responseEnd ?? Number.NaN;
    return { paint, pictureEnd, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureEnd);
});
