import { useId, useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { DocumentFormSection, FieldProblem, SaveRow, useDocumentForm } from "../../admin/form";
import { HTML_LANG, LANGS, LANGUAGE_NAME } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { inputStyle } from "../../ui/styles";
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
  const id = useId();
  const [values, setValues] = useState(initial);
  const { form, problems, save } = useDocumentForm(
    "replyTemplates",
    replyTemplatesSchema,
    { required: texts.required, too_long: fill(texts.tooLong, { max: REPLY_TEMPLATE_MAX_LENGTH }) },
    { saved: texts.saved, stored: (data) => setValues(data as ReplyTemplates) },
  );

  return (
    <DocumentFormSection id={id} title={texts.title} intro={fill(texts.intro, { placeholder: REPLY_NAME_PLACEHOLDER })} form={form} onSave={() => save(values)}>
      {INQUIRY_KINDS.map((kind) => (
        <fieldset key={kind} className="space-y-4 rounded-card border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{texts.kinds[kind]}</legend>
          {LANGS.map((language) => {
            const field = `${language}.${kind}`;
            const fieldId = `${id}-${language}-${kind}`;
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
                  {...problems.input(field, fieldId)}
                  className={`${inputStyle} leading-relaxed`}
                />
                <FieldProblem id={fieldId} message={problems.at(field)} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <SaveRow form={form} problems={problems} texts={texts} />
    </DocumentFormSection>
  );
}
