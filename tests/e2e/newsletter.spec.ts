import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Lang } from "../../app/i18n/languages";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** The confirmation message the server wrote for `email` (no SMTP_URL in this run): its links. */
async function confirmationLinks(email: string) {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let links: { confirm: string; unsubscribe: string } | null = null;
  await expect
    .poll(
      async () => {
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const mail = await simpleParser(await readFile(path.join(folder, name)));
          if (!mail.text?.includes(email)) continue;
          const find = (what: string) => (mail.text ?? "").split(/\s+/).find((word) => word.includes(`/newsletter/${what}?token=`))!;
          links = { confirm: find("confirm"), unsubscribe: find("unsubscribe") };
          return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return links!;
}

const TEXTS = {
  am: { checkInbox: "Մնաց մի փոքր։", confirmed: "Ձեր բաժանորդագրությունը հաստատված է", unsubscribe: "Հրաժարվել բաժանորդագրությունից", unsubscribed: "Դուք հրաժարվեցիք բաժանորդագրությունից" },
  en: { checkInbox: "Almost done!", confirmed: "Your subscription is confirmed", unsubscribe: "Unsubscribe", unsubscribed: "You have unsubscribed" },
  ru: { checkInbox: "Почти готово!", confirmed: "Подписка подтверждена", unsubscribe: "Отписаться", unsubscribed: "Вы отписались от рассылки" },
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
    await page.goto(links.confirm);
    await expect(page.locator("main").getByRole("status")).toContainText(TEXTS[lang].confirmed);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);

    await page.goto(links.unsubscribe);
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: TEXTS[lang].unsubscribe }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(TEXTS[lang].unsubscribed);
    await page.goto(links.confirm);
    await expect(page.locator("main").getByRole("status")).not.toContainText(TEXTS[lang].confirmed);
  });
}

test("a confirmation link nobody was sent says it is invalid or expired", async ({ page }) => {
  const response = await page.goto("/en/newsletter/confirm?token=not-a-token-anyone-was-sent");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator("main").getByRole("status")).toContainText("This link is invalid or has expired");
  await expectNoAxeViolations(page);
});
