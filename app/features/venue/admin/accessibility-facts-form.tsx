import { useId, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, FieldProblem, SaveRow, useDocumentForm } from "../../../admin/form";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { inputStyle } from "../../../ui/styles";
import { ACCESSIBILITY_FACT_MAX, ACCESSIBILITY_FACTS, type AccessibilityFacts, accessibilityFactsSchema, storedFactsSchema } from "../schema";
import { VENUE_ADMIN_TEXTS } from "./texts";

/**
 * The accessibility page's facts, each in three languages, checked with the server's contract
 * before the route's clientAction sends them (the admin form kit, app/admin/form.tsx).
 */
export function AccessibilityFactsForm({ initial }: { initial: AccessibilityFacts }) {
  const { lang } = useAdminTexts();
  const venueTexts = VENUE_ADMIN_TEXTS[lang];
  const texts = venueTexts.accessibilityFacts;
  const id = useId();
  const [values, setValues] = useState(initial);
  const { form, problems, save } = useDocumentForm("accessibility", accessibilityFactsSchema, texts.problems, {
    saved: texts.saved,
    stored: (data) => {
      const stored = storedFactsSchema.safeParse(data);
      if (stored.success) setValues(stored.data);
    },
  });

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-5xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p className="max-w-2xl text-muted">{texts.intro}</p>
      <AdminForm
        form={form}
        onSubmit={(event) => {
          event.preventDefault();
          save(values);
        }}
        className="space-y-6"
      >
        {ACCESSIBILITY_FACTS.map((fact) => (
          <fieldset key={fact} className="rounded-card border border-line bg-surface p-5">
            <legend className="px-1 text-lg font-semibold">{texts.facts[fact]}</legend>
            <div className="grid gap-4 lg:grid-cols-3">
              {LANGS.map((lang) => {
                const field = `${id}-${fact}-${lang}`;
                const problem = problems.at(`${fact}.${lang}`);
                const empty = !values[fact][lang].trim();
                return (
                  <div key={lang}>
                    <label htmlFor={field} className="mb-1 block text-sm font-medium">
                      {LANGUAGE_NAME[lang]}
                    </label>
                    <textarea
                      id={field}
                      lang={HTML_LANG[lang]}
                      rows={4}
                      value={values[fact][lang]}
                      maxLength={ACCESSIBILITY_FACT_MAX + 100}
                      onChange={(event) => setValues((current) => ({ ...current, [fact]: { ...current[fact], [lang]: event.target.value } }))}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={[problem ? `${field}-problem` : null, empty ? `${field}-pending` : null].filter(Boolean).join(" ") || undefined}
                      className={inputStyle}
                    />
                    {empty ? (
                      <p id={`${field}-pending`} className="mt-1 text-sm text-muted">
                        {texts.pending}
                      </p>
                    ) : null}
                    <FieldProblem id={field} message={problem} />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <SaveRow form={form} problems={problems} texts={{ ...texts, fixFields: texts.fixErrors }} />
      </AdminForm>
    </section>
  );
}
