import en from "./catalogues/en";
import am from "./catalogues/am";
import ru from "./catalogues/ru";
import type { Lang } from "./languages";

/** Server-only so a page ships one language: the root loader hands the client its own catalogue. */
export const CATALOGUES = { am, en, ru } as const;

export function catalogueFor(lang: Lang) {
  return CATALOGUES[lang];
}
