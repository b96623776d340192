import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ACCOUNT_ADMIN_TEXTS } from "../../app/features/admin-auth/admin-texts";
import { CAMPAIGN_SCREEN_TEXTS } from "../../app/features/campaigns/admin/texts";
import { SETTINGS_ADMIN_TEXTS } from "../../app/features/site-settings/admin-texts";
import { LANGUAGE_NAME } from "../../app/i18n/languages";
import { fill } from "../../app/i18n/plural";
import { ADMIN_CATALOGUES } from "../../app/admin/texts";
import { sendCountLine } from "../../app/features/campaigns/admin/send-confirmation";
import { adminApiToken, signIn } from "./admin-session";
import { E2E_ADMIN } from "./global-setup";
import { writtenMail } from "./mail";
import { expect, expectNoAxeViolations, hydrated, SCREENSHOTS_DIR, test } from "./fixtures";

const t = CAMPAIGN_SCREEN_TEXTS.am;
const TEXTS = {
  am: { subject: "Նոր սեզոնը բացվում է", body: "<h2>Սիրելի ունկնդիրներ</h2><p>Սեզոնի առաջին համերգները <strong>արդեն վաճառքում են</strong>։</p><ul><li>Խաչատրյանի գալա</li><li>Կամերային երեկո</li></ul>" },
  en: { subject: "The new season opens", body: "<h2>Dear listeners</h2><p>The first concerts of the season are <strong>on sale now</strong>.</p><ul><li>Khachaturian gala</li><li>A chamber evening</li></ul>" },
  ru: { subject: "Открывается новый сезон", body: "<h2>Дорогие слушатели</h2><p>Билеты на первые концерты сезона <strong>уже в продаже</strong>.</p><ul><li>Гала Хачатуряна</li><li>Камерный вечер</li></ul>" },
};
const TEST_ADDRESS = "proof-reader@hall.example.am";
const OWN_ADDRESS = "newsletter-admin@hall.example.am";

// axe would look into every frame; the preview's is sandboxed without scripts (the point of it) and
// holds a letter, not a page of ours, so the screen is checked around it.
async function expectScreenAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .exclude('[data-testid="preview-html"]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
test.use({ allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/] });

async function testMessages(address: string) {
  return (await writtenMail()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((entry) => entry.address === address));
}

test("an admin writes a campaign in three languages with two concerts, previews it, sends a test and schedules it", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page);
  // Where a test may go: the account's own address (Accounts) and a staff address (Site settings).
  const accounts = ACCOUNT_ADMIN_TEXTS.am.accounts;
  await page.goto("/admin/accounts");
  await hydrated(page);
  await page.getByRole("textbox", { name: fill(accounts.emailOf, { name: E2E_ADMIN.username }), exact: true }).fill(OWN_ADDRESS);
  await page.getByRole("button", { name: fill(accounts.saveEmailOf, { name: E2E_ADMIN.username }) }).click();
  await expect(page.getByText(fill(accounts.emailChanged, { name: E2E_ADMIN.username }))).toBeVisible();
  const settings = SETTINGS_ADMIN_TEXTS.am.testAddresses;
  await page.goto("/admin/settings");
  await hydrated(page);
  await page.getByRole("textbox", { name: settings.label, exact: true }).fill(`${TEST_ADDRESS}\nnot an address`);
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByText(settings.problems.email)).toBeVisible();
  await page.getByRole("textbox", { name: settings.label, exact: true }).fill(TEST_ADDRESS.toUpperCase());
  await page.getByRole("button", { name: settings.save }).click();
  await expect(page.getByText(settings.saved)).toBeVisible();
  await expect(page.getByRole("textbox", { name: settings.label, exact: true })).toHaveValue(TEST_ADDRESS);
  await expectNoAxeViolations(page);

  await page.goto("/admin/newsletter");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t.newCampaign }).click();
  await expect(page).toHaveURL(/\?campaign=new$/);
  await expect(page.getByRole("heading", { level: 1, name: t.newCampaign })).toBeVisible();
  for (const lang of ["am", "en", "ru"] as const) {
    await page.getByLabel(`${t.subject} (${LANGUAGE_NAME[lang]})`).fill(TEXTS[lang].subject);
    // The body as the editor's toolbar would leave it: headings, emphasis and a list.
    await page.getByRole("textbox", { name: `${t.body} (${LANGUAGE_NAME[lang]})`, exact: true }).evaluate((editor, html) => {
      editor.innerHTML = html;
      editor.dispatchEvent(new InputEvent("input", { bubbles: true }));
    }, TEXTS[lang].body);
  }
  const concerts = page.getByRole("group", { name: t.concerts }).getByRole("checkbox");
  await concerts.nth(0).check();
  await concerts.nth(1).check();
  await page.getByRole("button", { name: t.save }).click();
  await expect(page).toHaveURL(/\?campaign=\d+$/);
  const id = /campaign=(\d+)/.exec(page.url())![1];
  await expect(page.getByRole("heading", { level: 1, name: t.editorTitle })).toBeVisible();

  // The preview: the Armenian letter first, then the English one, each with its concert cards.
  const frame = page.frameLocator('[data-testid="preview-html"]');
  await expect(page.getByTestId("preview-subject")).toHaveText(TEXTS.am.subject);
  await expect(frame.getByText("Առաջիկա համերգներ")).toBeVisible();
  await page.getByRole("group", { name: t.previewOf }).getByRole("button", { name: LANGUAGE_NAME.en }).click();
  await expect(page.getByTestId("preview-subject")).toHaveText(TEXTS.en.subject);
  await expect(frame.getByText("Coming up")).toBeVisible();
  await expect(frame.getByRole("link", { name: "Details and tickets" })).toHaveCount(2);
  await expect(page.getByTestId("preview-text")).toContainText("46 Mesrop Mashtots Avenue, Yerevan");
  await expect(page.getByTestId("preview-html")).toHaveAttribute("sandbox", "");
  await expectScreenAxeClean(page);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-newsletter-editor-1440.png`, fullPage: true });

  const recipients = page.getByRole("group", { name: t.testAddresses });
  await expect(recipients.getByRole("checkbox", { name: fill(t.ownAddress, { email: OWN_ADDRESS }) })).toBeChecked();
  await recipients.getByRole("checkbox", { name: fill(t.ownAddress, { email: OWN_ADDRESS }) }).uncheck();
  await recipients.getByRole("checkbox", { name: TEST_ADDRESS }).check();
  await page.getByRole("button", { name: t.sendTest }).click();
  await expect(page.getByText(t.testSent)).toBeVisible();
  await expect.poll(async () => (await testMessages(TEST_ADDRESS)).length, { timeout: 15_000 }).toBe(3);
  expect(await testMessages(OWN_ADDRESS)).toHaveLength(0);
  expect((await testMessages(TEST_ADDRESS)).map((mail) => mail.subject).sort()).toEqual(["[TEST] The new season opens", "[ТЕСТ] Открывается новый сезон", "[ՓՈՐՁ] Նոր սեզոնը բացվում է"]);

  // The letter itself, as a mail client shows it, for the screenshots.
  const token = await adminApiToken(request);
  const preview = (await (await request.get(`/api/admin/campaigns/${id}/preview?language=en`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { html: string };

  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Yerevan", year: "numeric", month: "2-digit", day: "2-digit" }).format(tomorrow);
  await page.getByLabel(t.sendAt).fill(`${day}T19:00`);
  // Asked in the admin's own dialog, with the subscribers each version reaches as the server counts them.
  const { reach } = (await (await request.get(`/api/admin/campaigns/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { reach: Record<"am" | "en" | "ru", number> };
  await page.getByRole("button", { name: t.schedule }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmScheduleTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: ADMIN_CATALOGUES.am.cancel })).toBeFocused();
  await expect(confirm).toContainText("19:00");
  await expect(confirm.getByTestId("campaign-send-count")).toHaveText(sendCountLine(reach, "am"));
  await expectScreenAxeClean(page);
  await confirm.getByRole("button", { name: t.schedule }).click();
  await expect(page.getByText(t.scheduled)).toBeVisible();
  await expect(page.getByText(t.statuses.scheduled, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: t.cancel })).toBeVisible();
  await expectScreenAxeClean(page);

  await page.getByRole("button", { name: t.back }).click();
  await expect(page.getByTestId("campaign-row").filter({ hasText: TEXTS.am.subject })).toContainText(t.statuses.scheduled);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/newsletter?campaign=${id}`);
  await hydrated(page);
  await expect(frame.getByText("Առաջիկա համերգներ")).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/admin-newsletter-editor-390.png`, fullPage: true });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(preview.html);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/newsletter-mail-${width}.png`, fullPage: true });
  }
});
