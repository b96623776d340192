import { useLocale } from "../../../i18n/use-locale";
import type { SiteContacts } from "../../../site-config";
import { ContactEntries } from "../../../ui/contact-entries";
import { PageIntro } from "../../../ui/page-intro";

/** How the admins' rich text reads: headings, paragraphs, lists and links. */
const RICH_TEXT = [
  "space-y-5 text-lg leading-relaxed",
  "[&_h2]:pt-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:break-words [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-accent-strong",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4",
].join(" ");

const linkClass = "font-medium text-accent underline underline-offset-4 hover:text-accent-strong";

/**
 * `/{lang}/support`: how to give to the orchestra, in the admins' words (sanitised when saved),
 * then the hall's contacts as set on the settings screen. Nothing is paid on the site.
 */
export function SupportView({ html, contacts }: { html: string; contacts: SiteContacts }) {
  const { t } = useLocale();
  return (
    <>
      <PageIntro page="support" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className={`max-w-3xl ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: html }} />
        <aside aria-labelledby="support-contacts" className="h-fit rounded-card border border-line bg-surface p-6 shadow-card lg:sticky lg:top-24">
          <h2 id="support-contacts" className="text-xl font-semibold tracking-tight">
            {t.footer.contactsTitle}
          </h2>
          <dl className="mt-4 space-y-4">
            <ContactEntries contacts={contacts} entries={["infoEmail", "reception", "address"]} termClass="text-sm text-muted" linkClass={linkClass} />
          </dl>
        </aside>
      </div>
    </>
  );
}
