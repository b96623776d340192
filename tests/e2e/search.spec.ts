import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const LANGUAGES = [
  { lang: "en", query: "Khachaturian", open: "Search", concert: "Khachaturian: Spartacus and Gayane", heading: "Concerts", nothing: "Nothing found for" },
  { lang: "ru", query: "Khachaturian", open: "Поиск", concert: "Хачатурян: «Спартак» и «Гаянэ»", heading: "Концерты", nothing: "ничего не найдено" },
  { lang: "am", query: "Хачатурян", open: "Որոնում", concert: "Խաչատրյան՝ «Սպարտակ» և «Գայանե»", heading: "Համերգներ", nothing: "ոչինչ չի գտնվել" },
];

test.describe("search from the header, with the keyboard only", () => {
  for (const { lang, query, open, concert, heading } of LANGUAGES) {
    test(`in ${lang}: "/" opens the field, suggestions follow the typing, arrows and Enter open a concert`, async ({ page }) => {
      await page.goto(`/${lang}`);
      await hydrated(page);
      await page.keyboard.press("/");
      const field = page.getByRole("combobox");
      await expect(field).toBeFocused();
      await page.keyboard.type(query);
      const suggestions = page.getByRole("listbox");
      await expect(suggestions.getByRole("option", { name: concert })).toBeVisible();
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page);
      // Down until the concert is the active option, then Enter opens it.
      const options = await suggestions.getByRole("option").allTextContents();
      const index = options.findIndex((text) => text.startsWith(concert));
      for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
      await expect(suggestions.getByRole("option", { name: concert })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/orchestra/event/`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(concert);
      await expect(page.getByRole("link", { name: open, exact: true })).toBeVisible();
    });

    test(`in ${lang}: Enter without a suggestion shows every result grouped, with the match marked`, async ({ page }) => {
      await page.goto(`/${lang}/concerts`);
      await hydrated(page);
      await page.getByRole("link", { name: open, exact: true }).click();
      await page.getByRole("combobox").fill(query);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=`));
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole("link", { name: concert })).toBeVisible();
      await expect(page.locator("main mark").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("Escape closes the list, then the field, and focus returns to the search link", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    const toggle = page.getByRole("link", { name: "Search", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Komitas");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox")).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("the search page", () => {
  for (const { lang, nothing } of LANGUAGES) {
    test(`in ${lang} says when nothing matches, and writes the query back as text`, async ({ page }) => {
      await page.goto(`/${lang}/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>zzqx")}`);
      await expect(page.getByText(nothing)).toBeVisible();
      await expect(page.locator("main img[src=x]")).toHaveCount(0);
      await expect(page.getByRole("combobox")).toHaveValue("<img src=x onerror=alert(1)>zzqx");
    });
  }

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/en");
    await page.getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await page.getByRole("combobox").fill("Комитас");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Concerts" })).toBeVisible();
    await expect(page.locator("main mark", { hasText: "Komitas" }).first()).toBeVisible();
    await context.close();
  });
});
