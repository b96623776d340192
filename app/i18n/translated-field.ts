import { type Lang, TRANSLATION_CODE } from "./languages";

/**
 * A field of a record translated into the three languages (`[{languageCode: "eng" | "arm" | "rus", ...}]`),
 * in `lang`, the English text standing in while that translation is empty; "" when neither exists.
 */
export function translatedField<F extends string>(translations: readonly ({ languageCode: string } & Partial<Record<F, string | null>>)[], lang: Lang, field: F): string {
  const own = translations.find((entry) => entry.languageCode === TRANSLATION_CODE[lang])?.[field];
  return own || translations.find((entry) => entry.languageCode === TRANSLATION_CODE.en)?.[field] || "";
}
