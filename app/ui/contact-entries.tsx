import type { ReactNode } from "react";
import { useLocale } from "../i18n/use-locale";
import { type SiteContacts, telHref } from "../site-config";

export type ContactEntry = "ticketOffice" | "reception" | "infoEmail" | "address";

/**
 * The hall's contacts as entries of a description list, in the order given: each a term and a phone to call,
 * an address to write to or the postal address. `after` adds to an entry (the ticket office's hours in the footer).
 */
export function ContactEntries({
  contacts,
  entries,
  termClass,
  linkClass,
  after = {},
}: {
  contacts: SiteContacts;
  entries: readonly ContactEntry[];
  termClass: string;
  linkClass: string;
  after?: Partial<Record<ContactEntry, ReactNode>>;
}) {
  const { t } = useLocale();
  const value: Record<ContactEntry, { term: string; shown: ReactNode }> = {
    ticketOffice: { term: t.footer.ticketOffice, shown: <a className={linkClass} href={telHref(contacts.ticketOfficePhone)}>{contacts.ticketOfficePhone}</a> },
    reception: { term: t.footer.reception, shown: <a className={linkClass} href={telHref(contacts.receptionPhone)}>{contacts.receptionPhone}</a> },
    infoEmail: { term: t.footer.infoEmail, shown: <a className={linkClass} href={`mailto:${contacts.infoEmail}`}>{contacts.infoEmail}</a> },
    address: { term: t.footer.addressTitle, shown: <address className="not-italic">{t.site.address}</address> },
  };
  return entries.map((entry) => (
    <div key={entry}>
      <dt className={termClass}>{value[entry].term}</dt>
      <dd>
        {value[entry].shown}
        {after[entry]}
      </dd>
    </div>
  ));
}
