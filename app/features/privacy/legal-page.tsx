import { formatDate } from "../../i18n/format";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { PageIntro } from "../../ui/page-intro";
import type { LegalPageName } from "./schema";

/** How the stored rich text reads: headings, paragraphs, lists, links; a quotation is a point the hall has still to confirm. */
const RICH_TEXT = [
  "space-y-5 text-lg leading-relaxed",
  "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:break-words [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-accent-strong",
  "[&_blockquote]:rounded-card [&_blockquote]:border [&_blockquote]:border-dashed [&_blockquote]:border-gold [&_blockquote]:bg-surface [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-base",
].join(" ");

/**
 * The privacy policy or the terms of use: the admins' text (sanitised when saved, its
 * placeholders filled by the server) and the day it last changed.
 */
export function LegalPage({ page, html, updatedAt }: { page: LegalPageName; html: string; updatedAt: string }) {
  const { lang, t } = useLocale();
  return (
    <>
      <PageIntro page={page} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        <p className="text-base text-muted">
          <time dateTime={updatedAt}>
            {fill(t.legal.updated, {
              date: formatDate(new Date(updatedAt), lang),
            })}
          </time>
        </p>
        {html.includes("<blockquote>") ? (
          <p role="note" className="rounded-card border-l-4 border-gold bg-surface px-5 py-4 text-base">
            {t.legal.pendingNote}
          </p>
        ) : null}
        <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
