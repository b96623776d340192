import type { Lang } from "../i18n/languages";
import { am, type AdminTexts } from "./texts/am";
import { en } from "./texts/en";
import { ru } from "./texts/ru";

/** The admin area speaks the public site's three languages, Armenian by default. */
export type AdminLang = Lang;

export type { AdminTexts };

export const ADMIN_CATALOGUES: Record<AdminLang, AdminTexts> = { am, en, ru };
