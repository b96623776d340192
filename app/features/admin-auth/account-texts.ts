import { failureText } from "../../admin/api-failure";
import type { AdminLang, AdminTexts } from "../../admin/texts";
import { fill } from "../../i18n/plural";
import { ACCOUNT_ADMIN_TEXTS } from "./admin-texts";
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "./roles";

/** The account screens' failure texts by code, in the admin's language, with the limits filled in. */
export function accountFailureTexts(t: AdminTexts, lang: AdminLang): Record<string, string> {
  const errors = Object.fromEntries(
    Object.entries(ACCOUNT_ADMIN_TEXTS[lang].accountErrors).map(([code, text]) => [code, fill(text, { min: PASSWORD_MIN_LENGTH, max: USERNAME_MAX_LENGTH })]),
  );
  return { ...t.failures, ...errors };
}

/** A problem the screen found itself, kept as its code so its text follows a language switch. */
export class AccountFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** What to show for a failure of an account screen, in the admin's current language. */
export function accountFailureText(failure: unknown, t: AdminTexts, lang: AdminLang): string {
  const texts = accountFailureTexts(t, lang);
  if (failure instanceof AccountFailure) return texts[failure.code] ?? t.failures.internal;
  return failureText(failure, texts, t.failures.internal);
}
