import { expect, expectNoAxeViolations, test } from "./fixtures";

const TEXTS = {
  am: { title: "Բաժանորդագրվել օրացույցին", app: "Բացել օրացույցի հավելվածում", google: "Ավելացնել Google Օրացույցում" },
  en: { title: "Subscribe to the calendar", app: "Open in your calendar app", google: "Add to Google Calendar" },
  ru: { title: "Подписаться на календарь", app: "Открыть в приложении календаря", google: "Добавить в Google Календарь" },
} as const;

for (const [lang, text] of Object.entries(TEXTS)) {
  test(`the concerts page in ${lang} offers the calendar feed by webcal:// and to Google Calendar`, async ({ page, baseURL, request }) => {
    await page.goto(`/${lang}/concerts`);
    const section = page.getByRole("region", { name: text.title });
    await expect(section).toBeVisible();
    const feedUrl = `${baseURL}/${lang}/concerts.ics`;
    const webcal = feedUrl.replace(/^http:/, "webcal:");
    await expect(section.getByRole("link", { name: text.app })).toHaveAttribute("href", webcal);
    const google = section.getByRole("link", { name: new RegExp(`^${text.google}`) });
    await expect(google).toHaveAttribute("href", `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);
    await expect(google).toHaveAttribute("target", "_blank");
    await expect(section.getByRole("link", { name: feedUrl })).toHaveAttribute("href", feedUrl);

    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("BEGIN:VEVENT");
    await expectNoAxeViolations(page);
  });
}
