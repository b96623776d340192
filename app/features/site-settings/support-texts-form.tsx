import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { RichTextEditor } from "../../admin/rich-text-editor";
import { useToast } from "../../admin/toasts";
import type { WriteResult } from "../../admin/write";
import { LANGS, type Lang, localePath } from "../../i18n/languages";
import { buttonStyles, noticeStyle } from "../../ui/styles";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
import { type StoredSupportTexts, type SupportTextProblem, type SupportTexts, supportTextsSchema } from "./schema";

const problemOf = (code: string | undefined): SupportTextProblem | undefined => (code === "too_long" ? "too_long" : code ? "required" : undefined);

/**
 * The support page's text in three languages, written with the rich-text editor and saved together
 * (`intent: "support"` to the settings route's clientAction); the server cleans it before storing.
 */
export function SupportTextsForm({ initial }: { initial: StoredSupportTexts }) {
  const { lang } = useAdminTexts();
  const texts = SETTINGS_ADMIN_TEXTS[lang].support;
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<WriteResult>({ key: "support-texts" });
  const [draft, setDraft] = useState<SupportTexts>(initial.texts);
  const [problems, setProblems] = useState<Partial<Record<Lang, SupportTextProblem>>>({});
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const isDefault = result?.ok ? false : initial.isDefault;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      // What the server stored (cleaned) replaces what was typed.
      setDraft((result.data as StoredSupportTexts).texts);
      setProblems({});
      toast(texts.saved);
    } else {
      setProblems(Object.fromEntries(LANGS.filter((language) => result.fields[language]).map((language) => [language, problemOf(result.fields[language])])));
    }
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = supportTextsSchema.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<Lang, SupportTextProblem>> = {};
      for (const issue of checked.error.issues) {
        const language = issue.path[0] as Lang;
        found[language] ??= problemOf(issue.message);
      }
      setProblems(found);
      document.getElementById(`${id}-${LANGS.find((language) => found[language])}`)?.focus();
      return;
    }
    setProblems({});
    void fetcher.submit({ intent: "support", body: checked.data } as never, { method: "put", encType: "application/json" });
  }

  const refusedWithoutField = result && !result.ok && !Object.keys(problems).length;
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
          {texts.title}
        </h2>
        <a href={localePath(lang, "/support")} target="_blank" rel="noreferrer" className="text-sm font-medium text-accent underline underline-offset-4">
          {texts.view}
        </a>
      </div>
      <p className="text-muted">{texts.intro}</p>
      {isDefault ? <p className="text-sm font-medium text-accent-strong">{texts.isDefault}</p> : null}
      <form onSubmit={submit} noValidate className="space-y-5 rounded-card border border-line bg-surface p-5">
        {LANGS.map((language) => {
          const problem = problems[language];
          return (
            <div key={language}>
              <RichTextEditor
                id={`${id}-${language}`}
                label={texts.languages[language]}
                value={draft[language]}
                onChange={(html) => setDraft((current) => ({ ...current, [language]: html }))}
                invalid={Boolean(problem)}
                describedBy={problem ? `${id}-${language}-problem` : undefined}
              />
              {problem ? (
                <p id={`${id}-${language}-problem`} className="mt-1 text-sm font-medium text-danger">
                  {texts.problems[problem]}
                </p>
              ) : null}
            </div>
          );
        })}
        {refusedWithoutField ? (
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
