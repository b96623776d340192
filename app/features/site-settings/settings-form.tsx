import { useId, useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminForm, FieldProblem, SaveRow, useDocumentForm } from "../../admin/form";
import { inputStyle } from "../../ui/styles";
import { type ContactSettings, contactSettingsSchema, placeholderFields, type SettingsField } from "./schema";
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
  const texts = SETTINGS_ADMIN_TEXTS[lang].settings;
  const id = useId();
  const [values, setValues] = useState(initial);
  const { form, problems, save } = useDocumentForm("contacts", contactSettingsSchema, texts.problems, {
    saved: texts.saved,
    stored: (data) => setValues(data as ContactSettings),
  });
  // Read from what the field holds now: the hint goes as soon as the value is changed, and comes back if it is typed again.
  const placeholders = new Set(placeholderFields(values));

  return (
    <AdminForm
      form={form}
      onSubmit={(event) => {
        event.preventDefault();
        save(values);
      }}
      className="max-w-2xl space-y-8"
    >
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-5 rounded-card border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{texts[group.title]}</legend>
          {group.fields.map((field) => {
            const fieldId = `${id}-${field}`;
            const problem = problems.at(field);
            const hint = INPUT_TYPE[field] === "tel" ? texts.phoneHint : INPUT_TYPE[field] === "url" ? texts.urlHint : null;
            const described = [hint ? `${fieldId}-hint` : null, problem ? `${fieldId}-problem` : null, placeholders.has(field) ? `${fieldId}-placeholder` : null].filter(Boolean).join(" ");
            return (
              <div key={field}>
                <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
                  {texts.fields[field]}
                </label>
                <input
                  id={fieldId}
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
                  <p id={`${fieldId}-hint`} className="mt-1 text-sm text-muted">
                    {hint}
                  </p>
                ) : null}
                {placeholders.has(field) ? (
                  <p id={`${fieldId}-placeholder`} className="mt-1 text-sm font-medium text-accent-strong">
                    {texts.placeholder}
                  </p>
                ) : null}
                <FieldProblem id={fieldId} message={problem} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <SaveRow form={form} problems={problems} texts={{ ...texts, fixFields: texts.fixErrors }} />
    </AdminForm>
  );
}
