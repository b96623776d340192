import { useId, useLayoutEffect, useRef, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { DocumentFormSection, FieldProblem, SaveRow, useDocumentForm } from "../../../admin/form";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { inputStyle } from "../../../ui/styles";
import {
  ACCESSIBILITY_FACT_MAX,
  ACCESSIBILITY_FACTS,
  type AccessibilityFacts,
  accessibilityFactsSchema,
  storedFactsSchema,
} from "../schema";
import { VENUE_ADMIN_TEXTS } from "./texts";

/**
 * The accessibility page's facts, each in three languages, checked with the server's contract
 * before the route's clientAction sends them (the admin form kit, app/admin/form.tsx). Each topic
 * folds to its name and how many languages are filled; a refusal opens the topics it names.
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
  // Each topic folds and unfolds as the browser's own disclosure; a refusal unfolds the topics it names,
  // before paint, so the form's move of focus to the first refused field finds it shown.
  const topics = useRef<HTMLElement>(null);
  const refused = ACCESSIBILITY_FACTS.filter((fact) => problems.at(fact)).join(" ");
  useLayoutEffect(() => {
    for (const fact of refused ? refused.split(" ") : []) {
      const topic = topics.current?.querySelector<HTMLDetailsElement>(`details[data-fact="${fact}"]`);
      if (topic) topic.open = true;
    }
  }, [form.shown, refused]);

  return (
    <DocumentFormSection sectionRef={topics} id={id} title={texts.title} intro={texts.intro} form={form} onSave={() => save(values)} className="max-w-5xl">
      {ACCESSIBILITY_FACTS.map((fact) => (
        <details
          key={fact}
          data-fact={fact}
          className="group rounded-card border border-line bg-surface"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-card p-4 hover:bg-accent-soft/40 sm:px-5 [&::-webkit-details-marker]:hidden">
            <span>
              <span className="block text-lg font-semibold">{texts.facts[fact]}</span>
              <span className="block text-sm text-muted">{texts.filled[LANGS.filter((lang) => values[fact][lang].trim()).length]}</span>
            </span>
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0 transition-transform group-open:rotate-180">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </summary>
          <fieldset className="grid gap-4 border-t border-line p-4 sm:px-5 lg:grid-cols-3">
            <legend className="sr-only">{texts.facts[fact]}</legend>
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
          </fieldset>
        </details>
      ))}
      <SaveRow form={form} problems={problems} texts={{ ...texts, fixFields: texts.fixErrors }} />
    </DocumentFormSection>
  );
}
