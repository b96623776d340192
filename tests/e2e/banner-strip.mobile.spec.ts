import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const LISTING = {
  am: { label: "Հայտարարություններ", headline: "2026–2027 համերգաշրջան", button: "Մանրամասն", next: "Հաջորդ հայտարարությունը", second: "Նվեր քարտ" },
  en: { label: "Announcements", headline: "Season 2026–2027", button: "Learn more", next: "Next announcement", second: "Gift card" },
  ru: { label: "Анонсы", headline: "Сезон 2026–2027", button: "Подробнее", next: "Следующий анонс", second: "Подарочная карта" },
} as const;

for (const [lang, words] of Object.entries(LISTING)) {
  test(`on a phone the ${lang} listing's banner is a short strip with its headline and button, the next picture fetched only when shown`, async ({ page }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && request.url().includes("/media/demo/banner-")) pictures.push(new URL(request.url()).pathname);
    });
    // No autoplay: the second slide is shown only when asked for.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/${lang}/concerts`);
    await hydrated(page);
    const carousel = page.getByRole("region", { name: words.label });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByText(words.headline, { exact: true })).toBeVisible();
    const more = carousel.getByRole("link", { name: words.button });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute("href", `/${lang}/concerts`);
    expect((await carousel.boundingBox())!.height).toBeLessThan(260);
    // A phone-sized file for the first slide, nothing for the hidden one.
    await expect.poll(() => pictures.some((path) => /^\/media\/demo\/banner-season-w(480|960)\.webp$/.test(path))).toBe(true);
    expect(pictures.filter((path) => path.includes("banner-gift-card"))).toEqual([]);
    if (lang === "am") await expectNoAxeViolations(page);

    await carousel.getByRole("button", { name: words.next }).click();
    await expect(carousel.getByText(words.second, { exact: true })).toBeVisible();
    expect(pictures.some((path) => path.startsWith("/media/demo/banner-gift-card"))).toBe(true);
  });
}
