import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import type { WriteResult } from "../../admin/write";
import { useToast } from "../../admin/toasts";
import { fieldProblems } from "../../http/parse-body";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import { INQUIRY_KINDS } from "../inquiries/public";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
import { REPLY_NAME_PLACEHOLDER, REPLY_TEMPLATE_MAX_LENGTH, type ReplyTemplates, replyTemplatesSchema } from "./reply-templates";

/**
 * The starting texts of inquiry replies: one per inquiry kind and visitor language, checked with the
 * server's contract before the settings route's clientAction sends them (`intent: "replyTemplates"`).
 */
export function ReplyTemplatesForm({ initial }: { initial: ReplyTemplates }) {
  const { lang } = useAdminTexts();
  const texts = SETTINGS_ADMIN_TEXTS[lang].replyTemplates;
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<WriteResult>();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setValues(result.data as ReplyTemplates);
      toast(texts.saved);
    } else setProblems(result.fields);
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = replyTemplatesSchema.safeParse(values);
    if (!checked.success) {
      const found = fieldProblems(checked.error.issues);
      setProblems(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first.replace(".", "-")}`)?.focus();
      return;
    }
    setProblems({});
    void fetcher.submit({ intent: "replyTemplates", body: checked.data } as never, { method: "put", encType: "application/json" });
  }

  const wordOf = (problem: string) => (problem === "too_long" ? fill(texts.tooLong, { max: REPLY_TEMPLATE_MAX_LENGTH }) : texts.required);
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-2xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p className="text-muted">{fill(texts.intro, { placeholder: REPLY_NAME_PLACEHOLDER })}</p>
      <form onSubmit={submit} noValidate className="space-y-6">
        {INQUIRY_KINDS.map((kind) => (
          <fieldset key={kind} className="space-y-4 rounded-card border border-line bg-surface p-5">
            <legend className="px-1 text-lg font-semibold">{texts.kinds[kind]}</legend>
            {LANGS.map((language) => {
              const field = `${language}.${kind}`;
              const fieldId = `${id}-${language}-${kind}`;
              const problem = problems[field];
              return (
                <div key={language}>
                  <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
                    {fill(texts.label, { kind: texts.kinds[kind], language: LANGUAGE_NAME[language] })}
                  </label>
                  <textarea
                    id={fieldId}
                    rows={8}
                    lang={HTML_LANG[language]}
                    value={values[language][kind]}
                    onChange={(event) => setValues((current) => ({ ...current, [language]: { ...current[language], [kind]: event.target.value } }))}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${fieldId}-problem` : undefined}
                    className={`${inputStyle} leading-relaxed`}
                  />
                  {problem ? (
                    <p id={`${fieldId}-problem`} className="mt-1 text-sm font-medium text-danger">
                      {wordOf(problem)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        {result && !result.ok && Object.keys(problems).length === 0 ? (
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
