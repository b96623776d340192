import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

const GALLERY_SIZES: [string, number][] = [
  ["/venue/visit", 9],
  ["/venue/vip-balcony", 9],
  ["/venue/harmony", 12],
  ["/about/history", 11],
  ["/orchestra/history", 10],
  ["/orchestra/giftCard", 3],
];

const LANGS = ["am", "en", "ru"] as const;

// The gallery, its lightbox and the page are one piece of code in every language: each page is walked with the
// keyboard and axe in one language, the languages taking turns, and its gallery counted in the others' HTML.
for (const [index, [path, count]] of GALLERY_SIZES.entries()) {
  const lang = LANGS[index % LANGS.length]!;
  test(`${path} in ${lang} carries its ${count}-picture gallery with the lightbox and passes axe`, async ({ page }) => {
    await page.goto(`/${lang}${path}`);
    await expect(page.locator("[aria-labelledby=page-gallery] li")).toHaveCount(count);
    await expectNoAxeViolations(page);
    await hydrated(page);
    await page.locator("[aria-labelledby=page-gallery] li button").first().click();
    await expect(page.getByRole("dialog").getByText(new RegExp(`^1\\D.*\\b${count}\\D*$`))).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
}

test("every gallery page carries its whole gallery in each language", async ({ request }) => {
  for (const lang of LANGS) {
    for (const [path, count] of GALLERY_SIZES) {
      const html = await (await request.get(`/${lang}${path}`)).text();
      const gallery = html.slice(html.indexOf('aria-labelledby="page-gallery"'));
      expect(gallery.slice(0, gallery.indexOf("</ul>")).match(/<li[ >]/g), `${lang}${path}`).toHaveLength(count);
    }
  }
});

for (const lang of LANGS) {
  test(`/venue/rent in ${lang} passes axe`, async ({ page }) => {
    await page.goto(`/${lang}/venue/rent`);
    await expectNoAxeViolations(page);
  });
}

test("the rental page shows the seat breakdown that adds up to 1,310", async ({ page }) => {
  await page.goto("/en/venue/rent");
  const seats = page.locator("dl").first();
  for (const [label, value] of [
    ["Parterre", "579"],
    ["Amphitheatre", "317"],
    ["Right stage box", "47"],
    ["Left stage box", "47"],
    ["Stage area", "320"],
    ["Total", "1,310"],
  ] as const) {
    await expect(seats.locator("div", { hasText: label }).locator("dd")).toHaveText(value);
  }
});

test("the tour page lists the spec's prices and both phone numbers", async ({ page }) => {
  await page.goto("/ru/venue/visit");
  const main = page.locator("main");
  for (const price of ["1 000 драм", "1 500 драм", "800 драм", "600 драм", "3 000 драм", "5 000 драм", "50 000 драм"]) {
    await expect(main.getByText(price, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByText("Понедельник – суббота, 10:00–17:30").or(main.getByText(/10:00–17:30/)).first()).toBeVisible();
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
});

// Each kind's form, by its English labels: the page, and what to type in each field.
const FORMS: { kind: string; path: string; fill: Record<string, string>; select?: [string, string] }[] = [
  { kind: "rental", path: "/en/venue/rent", fill: { Name: "Ani", "E-mail": "ani@example.am", Phone: "+374 10 222222", "Type of event": "Gala" }, select: ["Hall", "small"] },
  ...[
    ["visit", "/en/venue/visit"],
    ["vipBalcony", "/en/venue/vip-balcony"],
    ["harmony", "/en/venue/harmony"],
  ].map(([kind, path]) => ({
    kind: kind!,
    path: path!,
    fill: { Name: "Ani", Surname: "Grigoryan", "E-mail": "ani@example.am", Phone: "+374 10 222222", Message: "Hello" },
  })),
];

/** The answer shown above an inquiry form (its error summary). */
const formSummary = (page: Page) => page.locator("main section:has(> form) > [role=status]");

for (const form of FORMS) {
  test(`the ${form.kind} form refuses an empty field, then sends and clears`, async ({ page }) => {
    await page.goto(form.path);
    await hydrated(page);
    const fields = page.locator("main form");
    const [firstLabel, ...rest] = Object.keys(form.fill);
    await fields.getByRole("button", { name: "Send" }).click();
    // The summary stands above the form; each empty field says so under it.
    await expect(formSummary(page)).toHaveText("Please fill in all required fields");
    await expect(fields.locator("[aria-invalid=true]")).toHaveCount(Object.keys(form.fill).length + (form.select ? 1 : 0));
    for (const label of [firstLabel!, ...rest]) {
      const input = label === "Name" ? fields.getByRole("textbox", { name: "Name", exact: true }) : fields.getByLabel(label);
      await input.fill(form.fill[label]!);
    }
    if (form.select) await fields.getByLabel(form.select[0]).selectOption(form.select[1]);
    await fields.getByRole("button", { name: "Send" }).click();
    await expect(fields.getByRole("status")).toHaveText("Your message has been sent. We will contact you shortly");
    await expect(fields.getByLabel("E-mail")).toHaveValue("");
  });
}

test("an inquiry is sent, confirmed in the visitor's language, and the form is cleared", async ({ page }) => {
  await page.goto("/ru/venue/harmony");
  await hydrated(page);
  const form = page.locator("main form");
  await form.getByLabel("Имя").fill("Анна");
  await form.getByLabel("Фамилия").fill("Петросян");
  await form.getByLabel("Эл. почта").fill("anna@example.am");
  await form.getByLabel("Телефон").fill("+374 91 000000");
  await form.getByLabel("Сообщение").fill("Приём на 60 гостей в декабре");
  await form.getByRole("button", { name: "Отправить" }).click();
  await expect(form.getByRole("status")).toHaveText("Ваше сообщение отправлено. Мы скоро свяжемся с вами");
  await expect(form.getByLabel("Имя")).toHaveValue("");
});

test("an incomplete inquiry is not sent, says so, keeps the values and focuses the empty field", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posted += 1;
  });
  await page.goto("/am/venue/rent");
  await hydrated(page);
  const form = page.locator("main form");
  await form.getByLabel("Անուն").fill("Արամ");
  await form.getByRole("button", { name: "Ուղարկել" }).click();
  await expect(formSummary(page)).toHaveText("Խնդրում ենք լրացնել բոլոր պարտադիր դաշտերը");
  await expect(form.getByLabel("Էլ. փոստ")).toBeFocused();
  await expect(form.getByLabel("Անուն")).toHaveValue("Արամ");
  expect(posted).toBe(0);
});

test("the footer newsletter refuses a bad address for a moment, then asks a good one to check the inbox", async ({ page }) => {
  await page.goto("/en/venue/visit");
  await hydrated(page);
  const newsletter = page.locator("#newsletter");
  await newsletter.getByLabel("Your e-mail address").fill("not-an-address");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText("Please enter a valid email address.");
  await expect(newsletter.getByRole("status")).toHaveText("", { timeout: 5_000 });
  await newsletter.getByLabel("Your e-mail address").fill(`e2e-${Date.now()}@example.am`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText("Almost done! We have sent you an e-mail with a confirmation link: please open it to start receiving our news. If it has not arrived in a few minutes, look in the spam folder.");
  await expect(newsletter.getByLabel("Your e-mail address")).toHaveValue("");
  // Spec: the thank-you shows for 5 seconds, then the form is idle again.
  await expect(newsletter.getByRole("status")).toHaveText("", { timeout: 7_000 });
});

test.describe("when the server fails", () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("an inquiry that fails on the server says so and keeps what was typed", async ({ page }) => {
    await page.route("**/api/visit-inquiry", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.goto("/en/venue/visit");
    await hydrated(page);
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Lilit");
    await form.getByLabel("Surname").fill("Hakobyan");
    await form.getByLabel("E-mail").fill("lilit@example.am");
    await form.getByLabel("Phone").fill("+374 99 000000");
    await form.getByLabel("Message").fill("A tour for two");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(formSummary(page)).toHaveText("Your message could not be sent: There was an error sending your message. Please try again");
    await expect(form.getByLabel("Message")).toHaveValue("A tour for two");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an inquiry and a subscription still go through", async ({ page }) => {
    await page.goto("/en/venue/vip-balcony");
    const form = page.locator("main form");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Lilit");
    await form.getByLabel("Surname").fill("Hakobyan");
    await form.getByLabel("E-mail").fill("lilit@example.am");
    await form.getByLabel("Phone").fill("+374 99 000000");
    await form.getByLabel("Message").fill("A box for four on the 28th");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("main form").getByRole("status")).toHaveText("Your message has been sent. We will contact you shortly");

    await page.locator("#newsletter").getByLabel("Your e-mail address").fill(`nojs-${Date.now()}@example.am`);
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/en\/newsletter$/);
    await expect(page.locator("main").getByText("Almost done! We have sent you an e-mail with a confirmation link: please open it to start receiving our news. If it has not arrived in a few minutes, look in the spam folder.")).toBeVisible();
  });
});
