import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test("on a phone the filters open in a bottom sheet that applies together and clears all", async ({ page }) => {
  await page.goto("/en/concerts");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Dates" })).toBeHidden();
  await page.getByRole("button", { name: "All filters" }).click();
  const sheet = page.getByRole("dialog", { name: "All filters" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "This month" }).click();
  await sheet.getByRole("button", { name: "Philharmonic orchestra" }).click();
  await expect(page).toHaveURL(/\/en\/concerts$/); // nothing applies before Apply
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/en\/concerts\?filter=orchestra&date=thisMonth$/);
  await page.getByRole("button", { name: "All filters" }).click();
  await page.getByRole("dialog", { name: "All filters" }).getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/en\/concerts$/);
});

for (const lang of ["am", "ru"]) {
  test(`the ${lang} listing and event page fit a 320 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [`/${lang}/concerts`, `/${lang}/orchestra/event/1001`, `/${lang}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("in the sheet a concert type chosen together with own dates is kept once the days are picked", async ({ page, request }) => {
  const concerts = (await (await request.get("/api/eventhub-proxy/Event/GetEvents", { headers: { "Content-Language": "ru" } })).json()) as { startsAt: string | null }[];
  const day = concerts.map((event) => event.startsAt?.slice(0, 10)).find((key): key is string => Boolean(key) && key! > new Date().toISOString().slice(0, 10))!;
  await page.goto("/ru/concerts");
  await hydrated(page);
  await page.getByRole("button", { name: "Все фильтры" }).click();
  const sheet = page.getByRole("dialog", { name: "Все фильтры" });
  await sheet.getByRole("button", { name: "Филармонический оркестр" }).click();
  // "Choose dates" opens the calendar at once: no Apply in between.
  await sheet.getByRole("button", { name: "Выбрать даты" }).click();
  const calendar = page.getByRole("dialog", { name: "Выберите даты" });
  await expect(calendar).toBeVisible();
  await expect(sheet).toBeHidden();
  await expectNoAxeViolations(page);
  while ((await calendar.locator(`[data-day="${day}"]`).count()) === 0) await calendar.getByRole("button", { name: "Следующий месяц" }).click();
  await calendar.locator(`[data-day="${day}"]`).click();
  await calendar.locator(`[data-day="${day}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/ru/concerts\\?filter=orchestra&date=customDate&from=${day}$`));
  await page.getByRole("button", { name: "Все фильтры" }).click();
  await expect(page.getByRole("dialog", { name: "Все фильтры" }).getByRole("button", { name: "Филармонический оркестр" })).toHaveAttribute("aria-pressed", "true");
});

test("on a phone the chosen concert type shows as a pill that clears it", async ({ page }) => {
  await page.goto("/am/concerts?filter=orchestra");
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Կազմակերպիչ" })).toBeHidden();
  const pill = page.getByRole("link", { name: "Չեղարկել համերգի տեսակը՝ Ֆիլհարմոնիկ նվագախումբ" });
  await expect(pill).toBeVisible();
  await pill.click();
  await expect(page).toHaveURL(/\/am\/concerts$/);
  await expect(pill).toHaveCount(0);
});
