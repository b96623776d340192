import type { Lang } from "../../i18n/languages";
import am from "./mail-texts/am";
import en from "./mail-texts/en";
import ru from "./mail-texts/ru";

const MAIL_TEXTS = { am, en, ru } as const;

/** The texts of the alerts' messages in one language. */
export function mailTextsFor(lang: Lang) {
  return MAIL_TEXTS[lang];
}
