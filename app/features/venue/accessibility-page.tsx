import { Link } from "react-router";
import type { AccessibilityTexts } from "../../content/accessibility-texts.types";
import { ACCESSIBILITY_TOPICS } from "../../content/accessibility-topics";
import { UnbrokenRanges } from "../../ui/unbroken-ranges";
import { localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { telHref } from "../../site-config";
import type { AccessibilityFact } from "./schema";
import { PageSection, VenuePage } from "./venue-page";

export type HelpContacts = { ticketOfficePhone: string; infoEmail: string };

const HELP_ID = "accessibility-help";

/**
 * A topic's fact as the hall confirmed it (set at /admin/settings); while it is empty, the points
 * still to be confirmed, each with its visible "to be confirmed" label.
 */
function FactOrPending({ fact, items, badge }: { fact: string; items: readonly string[]; badge: string }) {
  if (fact) return <p className="whitespace-pre-line">{fact}</p>;
  if (items.length === 0) return null;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="rounded-card border border-dashed border-gold bg-surface px-4 py-3 text-base">
          <span className="mb-1.5 inline-block rounded-full bg-gold-light px-3 py-0.5 text-xs font-semibold text-night">{badge}</span>
          <span className="block">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Whom to call or write to; beside the text on wide screens, after it on phones. */
function HelpCard({ texts, contacts }: { texts: AccessibilityTexts["help"]; contacts: HelpContacts }) {
  const { t } = useLocale();
  const link = "inline-flex min-h-11 flex-col justify-center rounded-card border border-line bg-paper px-5 py-2 hover:border-accent";
  return (
    <section aria-labelledby={HELP_ID} className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
      <h2 id={HELP_ID} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p>{texts.text}</p>
      <a href={telHref(contacts.ticketOfficePhone)} className={link}>
        <span className="text-sm text-muted">{t.footer.ticketOffice}</span>
        <span className="text-lg font-semibold whitespace-nowrap text-accent">{contacts.ticketOfficePhone}</span>
      </a>
      <p>{texts.writeText}</p>
      <a href={`mailto:${contacts.infoEmail}`} className={link}>
        <span className="text-sm text-muted">{t.footer.infoEmail}</span>
        <span className="font-semibold break-all text-accent">{contacts.infoEmail}</span>
      </a>
    </section>
  );
}

/** The accessibility page: what is known about access to the hall, what is still to be confirmed, and whom to ask. */
export function AccessibilityPage({
  texts,
  facts,
  contacts,
}: {
  texts: AccessibilityTexts;
  /** The confirmed facts in the page's language; empty ones are still to be confirmed. */
  facts: Record<AccessibilityFact, string>;
  contacts: HelpContacts;
}) {
  const { lang, t } = useLocale();
  const anyPending = Object.values(facts).some((fact) => !fact);
  return (
    <VenuePage page="accessibility" lead={texts.lead} form={<HelpCard texts={texts.help} contacts={contacts} />}>
      {anyPending ? (
        <p role="note" className="rounded-card border-l-4 border-gold bg-surface px-5 py-4 text-base">
          {texts.pendingNote}{" "}
          <a href={`#${HELP_ID}`} className="font-medium text-accent underline underline-offset-4 hover:text-accent-strong">
            {texts.help.title}
          </a>
        </p>
      ) : null}
      <PageSection title={texts.building.title}>
        <p>{fill(texts.building.address, { address: t.site.address })}</p>
        <p>{texts.building.layout}</p>
      </PageSection>
      {ACCESSIBILITY_TOPICS.map((topic) => (
        <PageSection key={topic} title={texts.topics[topic].title}>
          <p>{texts.topics[topic].text}</p>
          <FactOrPending fact={facts[topic]} items={texts.topics[topic].pending} badge={texts.pendingBadge} />
        </PageSection>
      ))}
      <PageSection title={texts.visit.title}>
        <p>
          <UnbrokenRanges text={texts.visit.text} />
        </p>
        <FactOrPending fact={facts.visit} items={texts.visit.pending} badge={texts.pendingBadge} />
        <p>
          <Link to={localePath(lang, "/venue/visit")} className="font-medium text-accent underline underline-offset-4 hover:text-accent-strong">
            {texts.visit.tourLink}
          </Link>
        </p>
      </PageSection>
    </VenuePage>
  );
}
