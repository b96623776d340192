import { useId, useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminApiError } from "../../admin/api-failure";
import { adminSendJson } from "../../admin/session";
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

/** The contacts form: checked in the browser with the server's own rules, each problem shown at its field. */
export function SettingsForm({ initial }: { initial: ContactSettings }) {
  const { lang } = useAdminTexts();
  const settingsTexts = SETTINGS_ADMIN_TEXTS[lang];
  const toast = useToast();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<SettingsField, SettingsProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const placeholders = new Set(placeholderFields(saved));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const checked = settingsProblems(values);
    if (!checked.value) {
      setProblems(checked.problems);
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const response = await adminSendJson("/api/admin/settings", "PUT", checked.value);
      const stored = (await response.json()) as ContactSettings;
      setValues(stored);
      setSaved(stored);
      toast(settingsTexts.settings.saved);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      if (failure instanceof AdminApiError && failure.status === 400) setProblems(settingsProblems(values).problems ?? {});
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-8">
      {hasProblems ? (
        <p role="alert" className={noticeStyle.error}>
          {settingsTexts.settings.fixErrors}
        </p>
      ) : null}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-5 rounded-card border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{settingsTexts.settings[group.title]}</legend>
          {group.fields.map((field) => {
            const problem = problems[field];
            const hint = INPUT_TYPE[field] === "tel" ? settingsTexts.settings.phoneHint : INPUT_TYPE[field] === "url" ? settingsTexts.settings.urlHint : null;
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
                  {settingsTexts.settings.fields[field]}
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
                    {settingsTexts.settings.placeholder}
                  </p>
                ) : null}
                {problem ? (
                  <p id={`${id}-${field}-problem`} className="mt-1 text-sm font-medium text-danger">
                    {settingsTexts.settings.problems[problem]}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      {failed && !hasProblems ? (
        <p role="alert" className={noticeStyle.error}>
          {settingsTexts.settings.saveFailed}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy ? settingsTexts.settings.saving : settingsTexts.settings.save}
      </button>
    </form>
  );
}
