import { useId, useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminForm, SaveRow, useDocumentForm } from "../../admin/form";
import { RichTextPerLanguage } from "../../admin/rich-text-editor";
import { localePath } from "../../i18n/languages";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
import { type StoredSupportTexts, type SupportTexts, supportTextsSchema } from "./schema";

/**
 * The support page's text in three languages, written with the rich-text editor and saved together
 * (`intent: "support"` to the settings route's clientAction); the server cleans it before storing.
 */
export function SupportTextsForm({ initial }: { initial: StoredSupportTexts }) {
  const { lang } = useAdminTexts();
  const texts = SETTINGS_ADMIN_TEXTS[lang].support;
  const id = useId();
  const [draft, setDraft] = useState<SupportTexts>(initial.texts);
  const [isDefault, setIsDefault] = useState(initial.isDefault);
  const { form, problems, save } = useDocumentForm("support", supportTextsSchema, texts.problems, {
    saved: texts.saved,
    // What the server stored (cleaned) replaces what was typed.
    stored: (data) => {
      setDraft((data as StoredSupportTexts).texts);
      setIsDefault(false);
    },
  });

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
      <AdminForm
        form={form}
        onSubmit={(event) => {
          event.preventDefault();
          save(draft);
        }}
        className="space-y-5 rounded-card border border-line bg-surface p-5"
      >
        <RichTextPerLanguage id={id} labels={texts.languages} value={draft} onChange={setDraft} problemOf={problems.at} />
        <SaveRow form={form} problems={problems} texts={texts} />
      </AdminForm>
    </section>
  );
}
