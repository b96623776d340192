import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** The answer shown above an inquiry form (its error summary). */
const summary = (page: Page) => page.locator("main section:has(> form) > [role=status]");

/** The focused element's top sits below the sticky header, inside the window. */
async function expectFocusedClearOfHeader(page: Page) {
  const [headerBottom, fieldTop, viewport] = await page.evaluate(() => [
    document.querySelector("header")!.getBoundingClientRect().bottom,
    (document.activeElement as HTMLElement).closest("[data-field]")!.getBoundingClientRect().top,
    window.innerHeight,
  ]);
  expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  expect(fieldTop).toBeLessThan(viewport);
}

test("an empty rental form marks every field under it, keeps the summary above and focuses the first field", async ({ page }) => {
  await page.goto("/en/venue/rent");
  await hydrated(page);
  const form = page.locator("main form");
  await form.getByRole("button", { name: "Send" }).scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Send" }).click();
  await expect(summary(page)).toHaveText("Please fill in all required fields");
  const summaryBox = await summary(page).boundingBox();
  expect(summaryBox!.y).toBeLessThan((await form.boundingBox())!.y);
  for (const label of ["Name", "E-mail", "Phone", "Hall", "Type of event"]) {
    const field = form.getByRole(label === "Hall" ? "combobox" : "textbox", { name: label, exact: true });
    await expect(field, label).toHaveAttribute("aria-invalid", "true");
    await expect(field, label).toHaveAccessibleDescription("Please fill in this field.");
  }
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await expectFocusedClearOfHeader(page);
  await expectNoAxeViolations(page);
});

test("a half-wrong tour form in Russian names the bad e-mail and phone and the empty message, and focuses the e-mail", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/")) posted += 1;
  });
  await page.goto("/ru/venue/visit");
  await hydrated(page);
  const form = page.locator("main form");
  await form.getByLabel("Имя").fill("Анна");
  await form.getByLabel("Фамилия").fill("Петросян");
  await form.getByLabel("Эл. почта").fill("anna@example");
  await form.getByLabel("Телефон").fill("12-ab");
  await form.getByRole("button", { name: "Отправить" }).click();
  await expect(summary(page)).toHaveText("Пожалуйста, заполните все обязательные поля");
  await expect(form.getByLabel("Эл. почта")).toHaveAccessibleDescription("Неверный адрес электронной почты: он должен выглядеть как name@example.com.");
  await expect(form.getByLabel("Телефон")).toHaveAccessibleDescription("Неверный номер телефона: укажите цифры, при необходимости со знаком + и кодом страны.");
  await expect(form.getByLabel("Сообщение")).toHaveAccessibleDescription("Заполните это поле.");
  await expect(form.getByLabel("Имя")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Эл. почта")).toBeFocused();
  await expectFocusedClearOfHeader(page);
  expect(posted).toBe(0);
  await expectNoAxeViolations(page);

  // The server answers the same way when a check is passed by: every wrong field at once.
  const answer = await page.request.post("/api/visit-inquiry", {
    data: { name: "Анна", surname: "Петросян", email: "anna@example", phone: "12-ab", message: "", language: "ru" },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).fields).toEqual({ email: "email", phone: "phone", message: "required" });
});

test("a bad newsletter address is marked on its field and the field keeps focus", async ({ page }) => {
  await page.goto("/am");
  await hydrated(page);
  const newsletter = page.locator("#newsletter");
  const field = newsletter.getByRole("textbox");
  await field.fill("not-an-address");
  await newsletter.getByRole("button", { name: "Բաժանորդագրվել" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/.+/);
});

for (const [lang, texts] of [
  ["am", { concerts: "Դիտել համերգները", home: "Վերադառնալ գլխավոր էջ", rent: "Սրահի վարձակալություն" }],
  ["en", { concerts: "See the concerts", home: "Back to the home page", rent: "Hall rental" }],
  ["ru", { concerts: "Смотреть концерты", home: "На главную", rent: "Аренда зала" }],
] as const) {
  test(`the not-found page in ${lang} keeps its text and leads to the concerts, home and the venue pages`, async ({ page }) => {
    const response = await page.goto(`/${lang}/no-such-page`);
    expect(response?.status()).toBe(404);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: texts.concerts })).toHaveAttribute("href", `/${lang}/concerts`);
    await expect(main.getByRole("link", { name: texts.home })).toHaveAttribute("href", `/${lang}`);
    const venue = main.getByRole("navigation");
    // The Venue menu's pages: rent, tour, exclusive balcony, Harmony, accessibility, plan your visit.
    await expect(venue.getByRole("link")).toHaveCount(6);
    await expect(venue.getByRole("link", { name: texts.rent })).toHaveAttribute("href", `/${lang}/venue/rent`);
    await expectNoAxeViolations(page);
  });
}

test("concert cards show the price and a Tickets button, and the concert page prints its price once", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/en/concerts");
  await hydrated(page);
  const card = page.locator("article", { hasText: "Khachaturian: Spartacus and Gayane" }).first();
  await expect(card).toContainText("3,000–15,000 AMD");
  await expect(card.getByRole("button", { name: "Tickets: Khachaturian: Spartacus and Gayane" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/en/orchestra/event/1001");
  await expect(page.locator("main").getByText(/3,?000\s?[–-]\s?15,?000/).filter({ visible: true })).toHaveCount(1);
});

test("Buy ticket sends the seat chart back to the concert's own page", async ({ page, baseURL }) => {
  await page.goto("/ru/orchestra/event/1001");
  await hydrated(page);
  const asked = page.waitForRequest((request) => request.url().endsWith("/api/eventhub-proxy/Event/GetChart"));
  const popup = page.waitForEvent("popup");
  await page.locator("main").getByRole("button", { name: "Купить билет" }).first().click();
  expect((await asked).postDataJSON()).toMatchObject({ eventId: "1001", backUrl: `${baseURL}/ru/orchestra/event/1001` });
  await (await popup).close();
});
