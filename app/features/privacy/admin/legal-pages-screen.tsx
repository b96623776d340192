import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { LinkedPageHeader } from "../../../admin/page-header";
import { RichTextEditor } from "../../../admin/rich-text-editor";
import { useToast } from "../../../admin/toasts";
import { formatEventDate } from "../../../i18n/format";
import { LANGS, localePath } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, chipStyle, noticeStyle } from "../../../ui/styles";
import { LEGAL_PAGES, type LegalPageData, type LegalTexts } from "../schema";
import type { ActionResult } from "./privacy-actions";
import { PRIVACY_ADMIN_TEXTS } from "./texts";

const CURRENT = "aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white";

/** /admin/privacy/pages (admins): the privacy policy's or the terms' text in three languages, saved together. */
export function LegalPagesScreen({ data }: { data: LegalPageData }) {
  const { lang, t } = useAdminTexts();
  const texts = PRIVACY_ADMIN_TEXTS[lang].legalPages;
  const id = useId();
  const toast = useToast();
  const fetcher = useFetcher<ActionResult>({ key: "legal-page" });
  const [draft, setDraft] = useState<LegalTexts>(data.texts);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const problems = result && !result.ok ? result.fields : {};
  const busy = fetcher.state !== "idle";

  // A save or reset re-reads the page: the editors start again from what is stored.
  useEffect(() => setDraft(data.texts), [data]);
  useEffect(() => {
    if (result?.ok) toast(result.intent === "reset" ? texts.resetDone : texts.saved);
  }, [result, toast, texts.resetDone, texts.saved]);

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
      <fetcher.Form method="post" noValidate className={`${cardStyle} space-y-5 p-5`}>
        <input type="hidden" name="page" value={data.page} />
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
        {LANGS.map((language) => {
          const problem = problems[language];
          return (
            <div key={language}>
              <input type="hidden" name={language} value={draft[language]} />
              <RichTextEditor
                id={`${id}-${language}`}
                label={texts.languages[language]}
                value={draft[language]}
                onChange={(html) => setDraft((current) => ({ ...current, [language]: html }))}
                invalid={Boolean(problem)}
                describedBy={`${id}-help${problem ? ` ${id}-${language}-problem` : ""}`}
              />
              {problem ? (
                <p id={`${id}-${language}-problem`} className="mt-1 text-sm font-medium text-danger">
                  {problem === "too_long" ? texts.tooLong : texts.required}
                </p>
              ) : null}
            </div>
          );
        })}
        {result && !result.ok && Object.keys(problems).length === 0 ? (
          <p role="alert" className={noticeStyle.error}>
            {texts.saveFailed}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3">
          <button
            type="submit"
            name="intent"
            value="reset"
            disabled={busy || data.isDefault}
            onClick={(event) => {
              if (!window.confirm(texts.confirmReset)) event.preventDefault();
            }}
            className={buttonStyles.quiet}
          >
            {texts.reset}
          </button>
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonStyles.primary}>
            {busy ? texts.saving : texts.save}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
