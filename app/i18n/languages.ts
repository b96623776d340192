/** URL language codes, in the order the switcher shows them. */
export const LANGS = ["am", "en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
/** One value per language: a text, a name, a record of fields in each of the three. */
export type Localised<T> = Record<Lang, T>;
export const DEFAULT_LANG: Lang = "am";

/** BCP 47 tags for `<html lang>`, `hreflang` and Intl. */
export const HTML_LANG: Localised<"hy" | "en" | "ru"> = { am: "hy", en: "en", ru: "ru" };

/** The codes kept in `localStorage.language` (docs/product.md §2), close to those sent to the ticketing provider. */
export const STORAGE_CODE: Localised<"arm" | "eng" | "ru"> = { am: "arm", en: "eng", ru: "ru" };
/** The language codes on translations sent to and from the admin API (docs/product.md §12). */
export const TRANSLATION_CODE: Localised<"arm" | "eng" | "rus"> = { am: "arm", en: "eng", ru: "rus" };
export const LANGUAGE_STORAGE_KEY = "language";

/** Each language's own name, as its speakers write it. */
export const LANGUAGE_NAME: Localised<string> = { am: "Հայերեն", en: "English", ru: "Русский" };
export const LANGUAGE_SHORT: Localised<string> = { am: "ՀԱՅ", en: "ENG", ru: "РУС" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The first path segment when it names a language, else null. */
export function langSegment(pathname: string): Lang | null {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : null;
}

/** The language a path is shown in: its prefix when known, Armenian otherwise (docs/product.md §2). */
export function langFromPath(pathname: string): Lang {
  return langSegment(pathname) ?? DEFAULT_LANG;
}

/** `/en/venue/rent?x=1` -> `/venue/rent?x=1`: the path below the language segment (always starting with `/`). */
export function pathBelowLang(pathWithQuery: string): string {
  const match = /^\/[^/?#]*(.*)$/.exec(pathWithQuery);
  const rest = match?.[1] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another language: the prefix is replaced, path and query are kept. */
export function switchLangPath(pathWithQuery: string, to: Lang): string {
  const rest = pathBelowLang(pathWithQuery);
  return rest === "/" ? `/${to}` : rest.startsWith("/?") || rest.startsWith("/#") ? `/${to}${rest.slice(1)}` : `/${to}${rest}`;
}

/** A link to `path` (e.g. "/venue/rent", "" for home) in `lang`. */
export function localePath(lang: Lang, path = ""): string {
  return path === "" || path === "/" ? `/${lang}` : `/${lang}${path.startsWith("/") ? path : `/${path}`}`;
}

// Codes people and older links use for our languages (the older arm/eng/rus, and ISO's hy).
const LANG_ALIASES: Record<string, Lang> = { arm: "am", hy: "am", eng: "en", rus: "ru" };

/** A language code as a client sent it (ours, the older arm/eng/rus, ISO's hy), else null. */
export function readLang(value: unknown): Lang | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toLowerCase().split(/[-_,;]/)[0] ?? "";
  return isLang(code) ? code : (LANG_ALIASES[code] ?? null);
}

/**
 * Where a path whose first segment is not one of our codes belongs: a language-shaped
 * segment (two or three letters) goes to that language when it is an alias, else to
 * Armenian, keeping the rest of the path; anything else is not a page (null).
 */
export function canonicalLangRedirect(pathname: string, search: string): string | null {
  const first = pathname.split("/")[1] ?? "";
  if (isLang(first) || !/^[a-z]{2,3}$/i.test(first)) return null;
  const lang = LANG_ALIASES[first.toLowerCase()] ?? DEFAULT_LANG;
  return switchLangPath(pathname, lang) + search;
}
