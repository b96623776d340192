import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The stale save is answered 409, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 409/] });

test.afterAll(async ({ request }) => {
  // Back to the first versions of the figures and of the Russian tour page, as the other specs found them.
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const firstBack = async (base: string) => {
    await request.post(`${base}/unschedule`, { headers, data: {} });
    const versions = (await (await request.get(`${base}/versions`, { headers })).json()) as { id: number; number: number }[];
    await request.post(`${base}/versions/${versions.find((version) => version.number === 1)!.id}/restore`, { headers, data: {} });
    await request.post(`${base}/publish`, { headers, data: {} });
  };
  await firstBack("/api/admin/facts");
  await firstBack("/api/admin/pages/venue-visit/ru");
});

test("an admin changes a tour price, saves the draft, publishes it, and the tour page shows it; a stale save shows the draft as it is now", async ({ page, request }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Համերգասրահի փաստերը" }).first().click();
  await expect(page).toHaveURL(/\/admin\/facts$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Համերգասրահի փաստերը" })).toBeVisible();
  await expect(page.getByTestId("seat-total")).toHaveText("1\u00a0310");

  const local = page.getByLabel("Տոմս՝ տեղացի այցելուներ (դրամ)");
  await local.fill("-5");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(local).toHaveAccessibleDescription("Թիվը չի կարող բացասական լինել");
  await expect(local).toBeFocused();
  await local.fill("1200");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Սևագիրը պահպանված է։")).toBeVisible();
  await page.getByRole("button", { name: "Հրապարակել հիմա" }).click();
  await expect(page.getByText("Հրապարակված է։ Էջերն արդեն ցույց են տալիս նոր թվերը։")).toBeVisible();
  await expectNoAxeViolations(page);

  // Someone else saves meanwhile: this screen's save is refused and shows their draft.
  const token = await adminApiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const state = (await (await request.get("/api/admin/facts", { headers })).json()) as { draft: { floors: number }; version: number };
  expect((await request.put("/api/admin/facts/draft", { headers, data: { facts: { ...state.draft, floors: 4 }, baseVersion: state.version } })).status()).toBe(200);
  await page.getByLabel("Հարկերի քանակը").fill("5");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Մեկ ուրիշը պահպանել է փաստերը", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Հարկերի քանակը")).toHaveValue("4");

  const tour = await page.context().newPage();
  await tour.goto("/en/venue/visit");
  await expect(tour.locator("main").getByText("1,200 AMD", { exact: true })).toBeVisible();
  await tour.close();
});

/** A time on the hall's clock as the schedule field takes it ("2026-12-01T09:00"), `minutes` from now, cut to the minute. */
function yerevanFieldTime(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Yerevan", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test("an admin drafts the tour's Russian text and the school price, previews the text, schedules the prices and publishes the text: visitors see the text at once and the price at its time, in three languages", async ({ page, context }) => {
  // The scheduled publish is waited for: up to two minutes ahead, and the scheduler's tick.
  test.setTimeout(240_000);
  const LEAD = `Экскурсия по залу: орган, сцена и закулисье ${Date.now()}.`;
  const PRICE = { am: "777 դրամ", en: "777 AMD", ru: "777 драм" } as const;
  const visitor = await (await context.browser()!.newContext()).newPage();
  const visitorSees = async (lang: "am" | "en" | "ru", text: string) => {
    await visitor.goto(`/${lang}/venue/visit`);
    return (await visitor.locator("main").getByText(text, { exact: true }).count()) > 0;
  };

  // The Russian text, in a draft: the preview shows it, visitors do not see it yet.
  await signIn(page);
  await page.goto("/admin/pages/venue-visit?lang=ru");
  await hydrated(page);
  await page.getByLabel("Ներածություն").fill(LEAD);
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Սևագիրը պահպանված է", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Նախադիտում" }).click();
  const preview = await (await context.browser()!.newContext()).newPage();
  await preview.goto((await page.getByRole("link", { name: "Բացել նախադիտումը" }).getAttribute("href"))!);
  await expect(preview.getByText(LEAD)).toBeVisible();
  await preview.close();
  expect(await visitorSees("ru", LEAD)).toBe(false);

  // The school price, in a draft scheduled for two minutes ahead (Yerevan time): still the old price meanwhile.
  await page.goto("/admin/facts");
  await hydrated(page);
  await page.getByLabel("Տոմս՝ դպրոցականներ (դրամ)").fill("777");
  await page.getByRole("button", { name: "Պահպանել սևագիրը" }).click();
  await expect(page.getByText("Սևագիրը պահպանված է։")).toBeVisible();
  await page.getByLabel("Հրապարակել նշված ժամին (Երևանի ժամանակով)").fill(yerevanFieldTime(2));
  await page.getByRole("button", { name: "Նշանակել հրապարակումը" }).click();
  await expect(page.getByText(/Հրապարակումը նշանակված է՝/)).toBeVisible();
  expect(await visitorSees("en", PRICE.en)).toBe(false);

  // The text is published now: Russian visitors read it at once, and the price has not moved.
  await page.goto("/admin/pages/venue-visit?lang=ru");
  await hydrated(page);
  await page.getByRole("button", { name: "Հրապարակել հիմա" }).click();
  await expect(page.getByText("Հրապարակված է", { exact: true })).toBeVisible();
  await expect.poll(() => visitorSees("ru", LEAD), { timeout: 10_000 }).toBe(true);
  expect(await visitorSees("ru", PRICE.ru)).toBe(false);

  // At its time the price goes live by itself, in every language.
  for (const lang of ["en", "ru", "am"] as const) await expect.poll(() => visitorSees(lang, PRICE[lang]), { timeout: 200_000, intervals: [5_000] }).toBe(true);
  await visitor.close();

  // The facts' history holds the scheduled version beside the first; restoring the first makes a draft of it.
  await page.goto("/admin/facts");
  await hydrated(page);
  const history = page.getByRole("region", { name: "Տարբերակների պատմությունը" });
  await expect(history.getByRole("listitem").first()).not.toContainText(/^1-րդ տարբերակ/);
  await expect(history.getByRole("listitem").last()).toContainText(/^1-րդ տարբերակ/);
  await expect(history.getByRole("button", { name: "Վերականգնել 1-րդ տարբերակը որպես սևագիր" })).toBeVisible();
  await history.getByRole("button", { name: "Վերականգնել 1-րդ տարբերակը որպես սևագիր" }).click();
  await expect(page.getByText("Տարբերակը վերականգնված է որպես սևագիր։", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Տոմս՝ դպրոցականներ (դրամ)")).not.toHaveValue("777");
  await expectNoAxeViolations(page);
});
