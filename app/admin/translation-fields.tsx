import { useId } from "react";
import { HTML_LANG, LANGS, LANGUAGE_NAME, TRANSLATION_CODE, type Localised } from "../i18n/languages";
import { TRANSLATION_FIELD_MAX } from "../i18n/translation-input";
import { inputStyle } from "../ui/styles";

export type TranslationDraft<F extends string> = Localised<Record<F, string>>;

export function emptyTranslations<F extends string>(fields: readonly F[]): TranslationDraft<F> {
  return Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, ""]))])) as TranslationDraft<F>;
}

/** Reads the API's `translations` list (codes eng/arm/rus) back into a draft. */
export function translationsDraft<F extends string>(
  fields: readonly F[],
  translations: ({ languageCode: string } & Partial<Record<F, string>>)[],
): TranslationDraft<F> {
  const draft = emptyTranslations(fields);
  for (const lang of LANGS) {
    const found = translations.find((entry) => entry.languageCode === TRANSLATION_CODE[lang]);
    for (const field of fields) draft[lang][field] = found?.[field] ?? "";
  }
  return draft;
}

export function translationsPayload<F extends string>(draft: TranslationDraft<F>) {
  return LANGS.map((lang) => ({ languageCode: TRANSLATION_CODE[lang], ...draft[lang] }));
}

/** One fieldset per language with the same fields, for staff members, coming-soon events and banner titles. */
export function TranslationFields<F extends string>({
  fields,
  labels,
  required,
  value,
  onChange,
  maxLength = TRANSLATION_FIELD_MAX,
}: {
  fields: readonly F[];
  labels: Record<F, string>;
  /** Which fields each language must fill (marked required for assistive technology too). */
  required: Partial<Localised<readonly F[]>>;
  value: TranslationDraft<F>;
  onChange(value: TranslationDraft<F>): void;
  /** The longest text a field takes (the translations' limit unless the entity's is shorter). */
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {LANGS.map((lang) => (
        <fieldset key={lang} className="space-y-3 rounded-md border border-line p-4" lang={HTML_LANG[lang]}>
          <legend className="px-1 text-sm font-semibold">{LANGUAGE_NAME[lang]}</legend>
          {fields.map((field) => {
            const isRequired = required[lang]?.includes(field) ?? false;
            return (
              <div key={field}>
                <label htmlFor={`${id}-${lang}-${field}`} className="mb-1 block text-sm font-medium">
                  {labels[field]}
                  {isRequired ? <span aria-hidden="true"> *</span> : null}
                </label>
                <input
                  id={`${id}-${lang}-${field}`}
                  value={value[lang][field]}
                  required={isRequired}
                  maxLength={maxLength}
                  onChange={(event) => onChange({ ...value, [lang]: { ...value[lang], [field]: event.target.value } })}
                  className={inputStyle}
                />
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
