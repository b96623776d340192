import type { Lang } from "../../app/i18n/languages";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { confirmationLinks } from "./mail";

const TEXTS = {
  am: { checkInbox: "Մնաց մի փոքր։", confirm: "Հաստատել բաժանորդագրությունը", confirmed: "Ձեր բաժանորդագրությունը հաստատված է", unsubscribe: "Հրաժարվել բաժանորդագրությունից", unsubscribed: "Դուք հրաժարվեցիք բաժանորդագրությունից" },
  en: { checkInbox: "Almost done!", confirm: "Confirm my subscription", confirmed: "Your subscription is confirmed", unsubscribe: "Unsubscribe", unsubscribed: "You have unsubscribed" },
  ru: { checkInbox: "Почти готово!", confirm: "Подтвердить подписку", confirmed: "Подписка подтверждена", unsubscribe: "Отписаться", unsubscribed: "Вы отписались от рассылки" },
} satisfies Record<Lang, Record<string, string>>;

for (const lang of ["am", "en", "ru"] as const) {
  test(`${lang}: subscribe in the footer, confirm from the message, then unsubscribe with the page's button`, async ({ page }) => {
    const email = `e2e-optin-${lang}-${Date.now()}@example.am`;
    await page.goto(`/${lang}`);
    await hydrated(page);
    const newsletter = page.locator("#newsletter");
    await newsletter.locator("input[type=email]").fill(email);
    await newsletter.locator("button[type=submit]").click();
    await expect(newsletter.getByRole("status")).toContainText(TEXTS[lang].checkInbox);

    const links = await confirmationLinks(email);
    expect(links.confirm).toContain(`/${lang}/newsletter/confirm?token=`);
    // Opening the link (as a mail scanner does) confirms nothing: the page asks for a click.
    await page.goto(links.confirm);
    await hydrated(page);
    await expect(page.locator("main").getByRole("status")).not.toContainText(TEXTS[lang].confirmed);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: TEXTS[lang].confirm }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(TEXTS[lang].confirmed);

    await page.goto(links.unsubscribe);
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: TEXTS[lang].unsubscribe }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(TEXTS[lang].unsubscribed);
    const opened = await page.goto(links.confirm);
    expect(opened?.status()).toBe(404);
    await expect(page.locator("main").getByRole("button", { name: TEXTS[lang].confirm })).toHaveCount(0);
  });
}

test("a confirmation link nobody was sent says it is invalid or expired", async ({ page }) => {
  const response = await page.goto("/en/newsletter/confirm?token=not-a-token-anyone-was-sent");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("main").getByRole("status")).toContainText("This link is invalid or has expired");
  await expectNoAxeViolations(page);
});
