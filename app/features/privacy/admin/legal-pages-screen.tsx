import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { ConfirmDialog, useConfirm } from "../../../admin/confirm-dialog";
import { AdminForm, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { LinkedPageHeader } from "../../../admin/page-header";
import { RichTextPerLanguage } from "../../../admin/rich-text-editor";
import { useToast } from "../../../admin/toasts";
import { formatEventDate } from "../../../i18n/format";
import { localePath } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, chipStyle } from "../../../ui/styles";
import { LEGAL_PAGES, type LegalPageData, type LegalTexts, legalTextsSchema } from "../schema";
import { PRIVACY_ADMIN_TEXTS } from "./texts";

const CURRENT = "aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white";

/** /admin/privacy/pages (admins): the privacy policy's or the terms' text in three languages, saved together. */
export function LegalPagesScreen({ data }: { data: LegalPageData }) {
  const { lang, t } = useAdminTexts();
  const texts = PRIVACY_ADMIN_TEXTS[lang].legalPages;
  const id = useId();
  const toast = useToast();
  const form = useAdminForm();
  const problems = useProblems(form, { required: texts.required, too_long: texts.tooLong });
  const resetting = useConfirm<LegalPageData>();
  const [draft, setDraft] = useState<LegalTexts>(data.texts);
  const { busy } = form;

  // A save or reset re-reads the page: the editors start again from what is stored.
  useEffect(() => setDraft(data.texts), [data]);

  function save(event: FormEvent) {
    event.preventDefault();
    const body = form.check(legalTextsSchema, draft, "save");
    if (body) form.submit({ intent: "save", body: { page: data.page, texts: body } }, { onDone: () => toast(texts.saved) });
  }

  function reset() {
    form.submit(
      { intent: "reset", body: { page: data.page } },
      {
        onDone: () => {
          resetting.close();
          toast(texts.resetDone);
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <LinkedPageHeader title={texts.title} intro={texts.intro} link={{ to: "/admin/privacy", label: t.nav.screens.privacy }} />
      <nav aria-label={texts.title}>
        <ul className="flex flex-wrap gap-2">
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link to={`?page=${page}`} aria-current={page === data.page ? "page" : undefined} className={`${chipStyle} ${CURRENT}`}>
                {texts.pages[page]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminForm form={form} onSubmit={save} className={`${cardStyle} space-y-5 p-5`}>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-xl font-semibold">{texts.pages[data.page]}</h2>
          <a href={localePath(lang, `/${data.page}`)} target="_blank" rel="noreferrer" className="text-sm font-medium text-accent underline underline-offset-4">
            {texts.view}
          </a>
        </div>
        <p className="text-sm text-muted">
          {fill(texts.updated, {
            date: formatEventDate(new Date(data.updatedAt), lang),
          })}
        </p>
        {data.isDefault ? <p className="text-sm font-medium text-accent-strong">{texts.isDefault}</p> : null}
        <p id={`${id}-help`} className="text-sm text-muted">
          {texts.placeholders}
        </p>
        <RichTextPerLanguage id={id} labels={texts.languages} value={draft} onChange={setDraft} problemOf={problems.at} help={`${id}-help`} />
        <FormNotice success={null} error={resetting.asked ? null : problems.formText(texts.saveFailed)} />
        <div className="flex flex-wrap justify-between gap-3">
          <button type="button" disabled={busy || data.isDefault} onClick={() => resetting.ask(data)} className={buttonStyles.quiet}>
            {texts.reset}
          </button>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? texts.saving : texts.save}
          </button>
        </div>
      </AdminForm>
      <ConfirmDialog
        open={resetting.asked !== null}
        title={texts.reset}
        text={texts.confirmReset}
        detail={texts.pages[data.page]}
        confirmLabel={texts.reset}
        busy={busy}
        error={resetting.asked ? problems.formText(texts.saveFailed) : null}
        onClose={resetting.close}
        onConfirm={reset}
      />
    </div>
  );
}
