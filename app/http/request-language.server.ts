import { DEFAULT_LANG, LANGS, type Lang, readLang } from "../i18n/languages";
import { ApiError } from "./api-error";
import { isJsonObject } from "./json-object";

/** What `requestLanguage` reads of an API request (an Express request has all of it). */
export type LanguageSources = {
  method: string;
  body?: unknown;
  query: Record<string, unknown>;
  get(header: string): string | undefined;
};

/**
 * The language an API request is answered in: the one rule every router uses
 * (docs/architecture.md, "The server").
 *
 * 1. What the request names itself: the JSON body's `language`, else the `language` query
 *    parameter, else `lang` (its older name, still used by the admin's figures).
 * 2. Else the `Content-Language` header (the public pages' catalogue reads send it).
 * 3. Else, for a write only (anything but GET and HEAD), the browser's `Accept-Language`. A
 *    read may be kept and handed to others by its address and Content-Language alone
 *    (server/kept-answers.ts), so a browser's standing preference must not change its answer.
 * 4. Else Armenian.
 *
 * Each is read by `readLang`: our codes, the older arm/eng/rus, ISO's hy, a region (`ru-RU`), a
 * list (`ru-RU,ru;q=0.9` is Russian). A value that names no language of ours is passed over for
 * the next source; with `strict`, a language the request names itself (1) that is none of ours is
 * refused instead: 400 `invalid_language`.
 */
export function requestLanguage(req: LanguageSources, options: { strict?: boolean } = {}): Lang {
  const body: unknown = req.body;
  const fields = isJsonObject(body) ? body : {};
  const named = [fields.language, req.query.language, req.query.lang].filter((value) => value !== undefined && value !== "");
  for (const value of named) {
    const lang = readLang(value);
    if (lang) return lang;
    if (options.strict) throw new ApiError("invalid_language", `language must be one of: ${LANGS.join(", ")}`, { language: "invalid" });
  }
  const write = req.method !== "GET" && req.method !== "HEAD";
  return readLang(req.get("content-language")) ?? (write ? readLang(req.get("accept-language")) : null) ?? DEFAULT_LANG;
}
