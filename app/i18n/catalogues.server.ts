import en, { type Catalogue } from "./catalogues/en";
import am from "./catalogues/am";
import ru from "./catalogues/ru";
import type { Lang } from "./languages";
import { layoutTextKeys, pageTextKeys, rootTextKeys, type TextKey } from "./page-texts";

/** Server-only so a page ships one language: the root loader hands the client its own catalogue. */
export const CATALOGUES = { am, en, ru } as const;

export function catalogueFor(lang: Lang) {
  return CATALOGUES[lang];
}

/** Copies the entry at `key` (`family` or `family.entry…`) from `source` into `target`. */
function copyKey(source: Record<string, unknown>, target: Record<string, unknown>, key: TextKey) {
  const [head, ...rest] = key.split(".");
  if (!head || !(head in source)) throw new Error(`the catalogue has no text "${key}"`);
  if (!rest.length) {
    target[head] = source[head];
    return;
  }
  if (target[head] === source[head]) return; // the whole family is already there
  const inner = (target[head] ??= {}) as Record<string, unknown>;
  copyKey(source[head] as Record<string, unknown>, inner, rest.join("."));
}

/** The entries `keys` names of the catalogue of `lang`, or the whole catalogue for `null`. */
function textsFor(lang: Lang, keys: TextKey[] | null): Catalogue {
  const catalogue = CATALOGUES[lang];
  if (!keys) return catalogue;
  const picked: Record<string, unknown> = {};
  for (const key of keys) copyKey(catalogue as unknown as Record<string, unknown>, picked, key);
  return picked as Catalogue;
}

/**
 * The texts of `lang` the page at `pathname` uses (`page-texts.ts`): the shell's and its own, or
 * the whole catalogue for a page not listed there. Typed as the catalogue, as components read it;
 * a page reading a text outside its list fails on the server's render, where the tests see it.
 */
export function pageTextsFor(lang: Lang, pathname: string): Catalogue {
  return textsFor(lang, pageTextKeys(pathname));
}

/** The root loader's part of them (`rootTextKeys`). */
export function rootTextsFor(lang: Lang, pathname: string): Catalogue {
  return textsFor(lang, rootTextKeys(pathname));
}

/** The language layout's part of them (`layoutTextKeys`). */
export function layoutTextsFor(lang: Lang, pathname: string): Partial<Catalogue> {
  return textsFor(lang, layoutTextKeys(pathname));
}
