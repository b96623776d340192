import type { Lang } from "../i18n/languages";
import type { PluralForms } from "../i18n/plural";
import { am } from "./texts/am";
import { en } from "./texts/en";
import { ru } from "./texts/ru";

/** The admin area speaks the public site's three languages, Armenian by default. */
export type AdminLang = Lang;

/** Literal strings become `string`; plural forms stay plural forms, so Russian may add few/many. */
type Widen<T> = T extends string ? string : T extends PluralForms ? PluralForms : { [K in keyof T]: Widen<T[K]> };

/** The shape every admin catalogue fills: the Armenian one's keys, so a key missing in English or Russian fails the type check. */
export type AdminTexts = Widen<typeof am>;

export const ADMIN_CATALOGUES: Record<AdminLang, AdminTexts> = { am, en, ru };
