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
