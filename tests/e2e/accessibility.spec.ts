import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** What a visitor should find on the page, in each language. */
const PAGE = {
  am: {
    venue: "Համերգասրահ",
    link: "Մատչելիություն",
    headings: ["Մուտքեր", "Տեղեր անվասայլակով այցելուների համար", "Վերելակներ և աստիճաններ", "Զուգարաններ", "Ուղեկցող շներ", "Լսողություն", "Ինչպես դիմել օգնության համար"],
    pending: "Ճշտվում է համերգասրահի հետ",
    ticketOffice: "Տոմսարկղ",
  },
  en: {
    venue: "Venue",
    link: "Accessibility",
    headings: ["Entrances", "Wheelchair places", "Lifts and stairs", "Toilets", "Assistance dogs", "Hearing", "How to ask for help"],
    pending: "To be confirmed by the hall",
    ticketOffice: "Ticket office",
  },
  ru: {
    venue: "Зал",
    link: "Доступная среда",
    headings: ["Входы", "Места для зрителей на креслах-колясках", "Лифты и лестницы", "Туалеты", "Собаки-помощники", "Слух", "Как попросить о помощи"],
    pending: "Уточняется у администрации зала",
    ticketOffice: "Билетная касса",
  },
} as const;

for (const [lang, text] of Object.entries(PAGE)) {
  test(`the accessibility page in ${lang} opens from the Venue menu, marks what the hall must confirm, gives the phone and passes axe`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await hydrated(page);
    await page.getByRole("button", { name: text.venue, exact: true }).click();
    await page.getByRole("navigation").first().getByRole("link", { name: text.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/venue/accessibility$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.link);

    const main = page.locator("main");
    for (const heading of text.headings) await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    // Every point still open is marked, with a visible label; at least one under each topic that has no confirmed facts yet.
    const pending = main.getByText(text.pending, { exact: true });
    expect(await pending.count()).toBeGreaterThanOrEqual(8);
    for (const label of await pending.all()) await expect(label).toBeVisible();

    const help = main.getByRole("region", { name: text.headings.at(-1) });
    const phone = help.getByRole("link", { name: new RegExp(`${text.ticketOffice}.*\\+374 10 000000`) });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", "tel:+37410000000");
    await expect(help.locator('a[href^="mailto:"]')).toBeVisible();

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}/venue/accessibility$`));
    for (const hreflang of ["hy", "en", "ru", "x-default"]) await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test(`the footer links to the accessibility page in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/concerts`);
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: text.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/venue/accessibility$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.link);
    await expect(page.locator("main").getByText(text.pending, { exact: true }).first()).toBeVisible();
  });
}

test("the accessibility page is in the sitemap in three languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of ["am", "en", "ru"]) expect(sitemap).toContain(`/${lang}/venue/accessibility</loc>`);
});
