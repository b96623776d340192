import { ADMIN_LANGUAGE_KEY } from "../../app/admin/admin-language";
import { ADMIN_CATALOGUES } from "../../app/admin/texts";
import { PRIVACY_ADMIN_TEXTS } from "../../app/features/privacy/admin/texts";
import { adminApiToken, signIn } from "./admin-session";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const texts = PRIVACY_ADMIN_TEXTS.en;
const LINE = "Условия посещения: тестовая строка редакции.";

test.afterAll(async ({ request }) => {
  // The default terms again, as the other specs found them.
  const token = await adminApiToken(request);
  await request.delete("/api/admin/privacy/pages/terms", { headers: { Authorization: `Bearer ${token}` } });
});

test("an admin's refused retention period and legal text are said at their fields; the Russian terms are saved, shown and restored after a confirmation", async ({ page }) => {
  await signIn(page);
  await page.evaluate((key) => window.localStorage.setItem(key, "en"), ADMIN_LANGUAGE_KEY);

  await page.goto("/admin/privacy");
  await hydrated(page);
  const days = page.getByLabel(texts.privacy.inquiryDays);
  const kept = await days.inputValue();
  await days.fill("10");
  await page.getByRole("button", { name: texts.privacy.save }).click();
  await expect(days).toHaveAccessibleDescription(new RegExp(texts.privacy.retentionProblems.too_small!));
  await expect(days).toBeFocused();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(texts.privacy.inquiryDays)).toHaveValue(kept);

  await page.goto("/admin/privacy/pages?page=terms");
  await hydrated(page);
  const russian = page.getByRole("textbox", { name: texts.legalPages.languages.ru, exact: true });
  const write = (html: string) =>
    russian.evaluate((editor, value) => {
      editor.innerHTML = value;
      editor.dispatchEvent(new InputEvent("input", { bubbles: true }));
    }, html);
  await write("");
  await page.getByRole("button", { name: texts.legalPages.save }).click();
  await expect(russian).toHaveAccessibleDescription(new RegExp(texts.legalPages.required));
  await expect(russian).toBeFocused();

  await write(`<p>${LINE}</p>`);
  await page.getByRole("button", { name: texts.legalPages.save }).click();
  await expect(page.getByText(texts.legalPages.saved)).toBeVisible();
  await page.goto("/ru/terms");
  await expect(page.getByText(LINE)).toBeVisible();

  await page.goto("/admin/privacy/pages?page=terms");
  await hydrated(page);
  await page.getByRole("button", { name: texts.legalPages.reset }).click();
  const confirm = page.getByRole("dialog", { name: texts.legalPages.reset });
  await expect(confirm).toContainText(texts.legalPages.confirmReset);
  await expect(confirm.getByRole("button", { name: ADMIN_CATALOGUES.en.cancel })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: texts.legalPages.reset }).click();
  await expect(page.getByText(texts.legalPages.resetDone)).toBeVisible();
  await expect(confirm).toBeHidden();
  await page.goto("/ru/terms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(LINE)).toHaveCount(0);
});
