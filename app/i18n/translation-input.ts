import { z } from "zod";
import { LANGS, type Lang, readLang, type Localised } from "./languages";

export const TRANSLATION_FIELD_MAX = 300;

export class TranslationInputError extends Error {}

/**
 * Reads the admin API's `translations: [{languageCode, ...fields}]` into one trimmed record per
 * language (missing languages and fields become ""). Unknown codes, repeated languages, non-text
 * values and over-long texts are refused.
 */
export function readTranslations<F extends string>(value: unknown, fields: readonly F[]): Localised<Record<F, string>> {
  const empty = () => Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>;
  const result = Object.fromEntries(LANGS.map((lang) => [lang, empty()])) as Localised<Record<F, string>>;
  if (value === undefined) return result;
  if (!Array.isArray(value) || value.length > LANGS.length) throw new TranslationInputError("translations must be a list with one entry per language");
  const seen = new Set<Lang>();
  for (const entry of value) {
    const lang = readLang((entry as { languageCode?: unknown } | null)?.languageCode);
    if (!lang || seen.has(lang)) throw new TranslationInputError("Each translation needs its own languageCode: eng, arm or rus");
    seen.add(lang);
    for (const field of fields) {
      const text = (entry as Record<string, unknown>)[field];
      if (text === undefined || text === null) continue;
      if (typeof text !== "string") throw new TranslationInputError(`${field} must be text`);
      if (text.trim().length > TRANSLATION_FIELD_MAX) throw new TranslationInputError(`${field} can be at most ${TRANSLATION_FIELD_MAX} characters`);
      result[lang][field] = text.trim();
    }
  }
  return result;
}

/**
 * The `translations` field of an admin contract: read as `readTranslations` does; a malformed
 * list is the refusal `invalid_translations`, with what was wrong as its text.
 */
export function translationsField<F extends string>(fields: readonly F[]) {
  return z.preprocess(
    (value, ctx) => {
      try {
        return readTranslations(value, fields);
      } catch (error) {
        if (!(error instanceof TranslationInputError)) throw error;
        ctx.addIssue({ code: "custom", message: "invalid_translations", params: { detail: error.message } });
        return undefined;
      }
    },
    z.custom<Localised<Record<F, string>>>((value) => value !== undefined, "invalid_translations"),
  );
}
