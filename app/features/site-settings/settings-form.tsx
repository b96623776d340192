import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import type { WriteResult } from "../../admin/write";
import { useToast } from "../../admin/toasts";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import { type ContactSettings, placeholderFields, type SettingsField, type SettingsProblem, settingsProblems } from "./schema";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";

const GROUPS: { title: "contactsTitle" | "socialTitle"; fields: SettingsField[] }[] = [
  { title: "contactsTitle", fields: ["ticketOfficePhone", "receptionPhone", "infoEmail"] },
  { title: "socialTitle", fields: ["facebookUrl", "instagramUrl", "youtubeUrl"] },
];
const INPUT_TYPE: Record<SettingsField, "tel" | "email" | "url"> = {
  ticketOfficePhone: "tel",
  receptionPhone: "tel",
  infoEmail: "email",
  facebookUrl: "url",
  instagramUrl: "url",
  youtubeUrl: "url",
};

/** The contacts form: checked in the browser with the server's own rules, each problem shown at its field; saved through the settings route's clientAction. */
export function SettingsForm({ initial }: { initial: ContactSettings }) {
  const { lang } = useAdminTexts();
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<WriteResult>();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<SettingsField, SettingsProblem>>>({});
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result !== undefined && !result.ok;
  // Read from what the field holds now: the hint goes as soon as the value is changed, and comes back if it is typed again.
  const placeholders = new Set(placeholderFields(values));

  useEffect(() => {
    // Only a new answer speaks: the stored contacts replace the form's, or a 400 marks the fields again.
    if (!result) return;
    if (result.ok) {
      const stored = result.data as ContactSettings;
      setValues(stored);
      toast(SETTINGS_ADMIN_TEXTS[lang].settings.saved);
    } else if (result.status === 400) setProblems(settingsProblems(values).problems ?? {});
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = settingsProblems(values);
    if (!checked.value) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProblems({});
    void fetcher.submit({ intent: "contacts", body: checked.value } as never, { method: "put", encType: "application/json" });
  }

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-8">
      {hasProblems ? (
        <p role="alert" className={noticeStyle.error}>
          {SETTINGS_ADMIN_TEXTS[lang].settings.fixErrors}
        </p>
      ) : null}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-5 rounded-card border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{SETTINGS_ADMIN_TEXTS[lang].settings[group.title]}</legend>
          {group.fields.map((field) => {
            const problem = problems[field];
            const hint = INPUT_TYPE[field] === "tel" ? SETTINGS_ADMIN_TEXTS[lang].settings.phoneHint : INPUT_TYPE[field] === "url" ? SETTINGS_ADMIN_TEXTS[lang].settings.urlHint : null;
            const described = [
              hint ? `${id}-${field}-hint` : null,
              problem ? `${id}-${field}-problem` : null,
              placeholders.has(field) ? `${id}-${field}-placeholder` : null,
            ]
              .filter(Boolean)
              .join(" ");
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="mb-1.5 block text-sm font-medium">
                  {SETTINGS_ADMIN_TEXTS[lang].settings.fields[field]}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={INPUT_TYPE[field]}
                  value={values[field]}
                  onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described || undefined}
                  autoComplete="off"
                  className={inputStyle}
                />
                {hint ? (
                  <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-muted">
                    {hint}
                  </p>
                ) : null}
                {placeholders.has(field) ? (
                  <p id={`${id}-${field}-placeholder`} className="mt-1 text-sm font-medium text-accent-strong">
                    {SETTINGS_ADMIN_TEXTS[lang].settings.placeholder}
                  </p>
                ) : null}
                {problem ? (
                  <p id={`${id}-${field}-problem`} className="mt-1 text-sm font-medium text-danger">
                    {SETTINGS_ADMIN_TEXTS[lang].settings.problems[problem]}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      {failed && !hasProblems ? (
        <p role="alert" className={noticeStyle.error}>
          {SETTINGS_ADMIN_TEXTS[lang].settings.saveFailed}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy ? SETTINGS_ADMIN_TEXTS[lang].settings.saving : SETTINGS_ADMIN_TEXTS[lang].settings.save}
      </button>
    </form>
  );
}
