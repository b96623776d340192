import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { useToast } from "../../../admin/toasts";
import { HTML_LANG, LANGS, LANGUAGE_NAME, type Lang } from "../../../i18n/languages";
import { buttonStyles, inputStyle, noticeStyle } from "../../../ui/styles";
import { ACCESSIBILITY_FACT_MAX, ACCESSIBILITY_FACTS, type AccessibilityFact, type AccessibilityFacts, accessibilityFactsSchema } from "../schema";
import { VENUE_ADMIN_TEXTS } from "./texts";

/** What the settings route's clientAction answers for a save. */
export type AccessibilityFactsResult = { ok: true; facts: AccessibilityFacts } | { ok: false; code: string };

type Problem = "too_long" | "invalid_text" | "required";
type Problems = Partial<Record<`${AccessibilityFact}.${Lang}`, Problem>>;

/** The contract's refusals, by fact and language, in the form's words. */
export function factProblems(values: unknown): Problems | null {
  const checked = accessibilityFactsSchema.safeParse(values);
  if (checked.success) return null;
  const problems: Problems = {};
  for (const issue of checked.error.issues) {
    const [fact, lang] = issue.path.map(String);
    const problem: Problem = issue.message === "too_long" || issue.message === "invalid_text" ? issue.message : "required";
    if (fact && lang) problems[`${fact}.${lang}` as keyof Problems] ??= problem;
  }
  return problems;
}

/**
 * The accessibility page's facts, each in three languages (issue 30), checked with the server's
 * contract before the route's clientAction sends them.
 */
export function AccessibilityFactsForm({ initial }: { initial: AccessibilityFacts }) {
  const { lang } = useAdminTexts();
  const venueTexts = VENUE_ADMIN_TEXTS[lang];
  const texts = venueTexts.accessibilityFacts;
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<AccessibilityFactsResult>();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) {
      setValues(result.facts);
      toast(texts.saved);
    }
    // Only a new answer speaks.
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = factProblems(values);
    setProblems(found ?? {});
    if (found) {
      const first = Object.keys(found)[0]?.replace(".", "-");
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    void fetcher.submit({ intent: "accessibility", body: values } as never, { method: "put", encType: "application/json" });
  }

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-5xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p className="max-w-2xl text-muted">{texts.intro}</p>
      <form onSubmit={submit} noValidate className="space-y-6">
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
                const problem = problems[`${fact}.${lang}`];
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
                        {texts.problems[problem]}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        {result && !result.ok ? (
          <p role="alert" className={noticeStyle.error}>
            {texts.saveFailed}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? texts.saving : texts.save}
        </button>
      </form>
    </section>
  );
}
