import type { Localised } from "../i18n/languages";
import { readTranslations, TranslationInputError } from "../i18n/translation-input";
import { ApiError } from "./api-error";

/** A JSON body that must be an object (not an array, a scalar or nothing), else a 400. */
export function objectBody(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new ApiError("invalid_body", "The request body must be a JSON object");
  return value as Record<string, unknown>;
}

/** The body's `translations` read per language; a malformed list is a 400 `invalid_translations`. */
export function translationsOf<F extends string>(body: Record<string, unknown>, fields: readonly F[]): Localised<Record<F, string>> {
  try {
    return readTranslations(body.translations, fields);
  } catch (error) {
    if (error instanceof TranslationInputError) throw new ApiError("invalid_translations", error.message);
    throw error;
  }
}
