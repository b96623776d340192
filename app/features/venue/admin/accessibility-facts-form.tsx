import { useId, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, useAdminForm, useProblems } from "../../../admin/form";
import { useToast } from "../../../admin/toasts";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { buttonStyles, inputStyle, noticeStyle } from "../../../ui/styles";
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
  const toast = useToast();
  const id = useId();
  const form = useAdminForm();
  const problems = useProblems(form, texts.problems);
  const [values, setValues] = useState(initial);
  const busy = form.busy;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(accessibilityFactsSchema, values, "accessibility");
    if (!body) return;
    form.submit(
      { intent: "accessibility", body },
      {
        onDone: (result) => {
          const stored = storedFactsSchema.safeParse(result.data);
          if (stored.success) setValues(stored.data);
          toast(texts.saved);
        },
      },
    );
  }

  const hasProblems = Object.keys(form.fields).length > 0;
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-5xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p className="max-w-2xl text-muted">{texts.intro}</p>
      <AdminForm form={form} onSubmit={submit} className="space-y-6">
        {hasProblems ? (
          <p role="alert" className={noticeStyle.error}>
            {texts.fixErrors}
          </p>
        ) : null}
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
                    {problem ? (
                      <p id={`${field}-problem`} className="mt-1 text-sm font-medium text-danger">
                        {problem}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        {problems.formText(texts.saveFailed) ? (
          <p role="alert" className={noticeStyle.error}>
            {texts.saveFailed}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? texts.saving : texts.save}
        </button>
      </AdminForm>
    </section>
  );
}
