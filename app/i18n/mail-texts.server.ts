import type { Lang } from "./languages";
import en from "./mail/en";
import hy from "./mail/hy";
import ru from "./mail/ru";

const MAIL_TEXTS = { am: hy, en, ru } as const;

/** The texts of outgoing messages in one language (app/i18n/mail/). */
export function mailTextsFor(lang: Lang) {
  return MAIL_TEXTS[lang];
}
