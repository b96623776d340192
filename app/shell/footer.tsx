import { NewsletterForm } from "../features/newsletter/newsletter-form";
import { Link } from "react-router";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from "../site-config";
import { ContactEntries } from "../ui/contact-entries";
import { useSiteContacts, useTicketOfficeHours } from "./site-contacts";
import { CompactWeek, OfficeStateLine } from "../features/hall-facts/public";
import { LogoMark } from "./logo";

const headingClass = "eyebrow text-gold-light";
const linkClass = "text-white/85 underline-offset-4 hover:text-white hover:underline";

export function Footer() {
  const { lang, t } = useLocale();
  const contacts = useSiteContacts();
  const officeHours = useTicketOfficeHours();
  return (
    <footer className="mt-auto bg-night text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={headingClass}>
            {t.footer.contactsTitle}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <ContactEntries
              contacts={contacts}
              entries={["ticketOffice", "reception", "infoEmail", "address"]}
              termClass="text-white/70"
              linkClass={linkClass}
              after={{
                ticketOffice: officeHours ? (
                  <>
                    <OfficeStateLine office={officeHours} className="mt-1 min-h-5 text-white" />
                    <CompactWeek office={officeHours} className="mt-1 text-white/70" />
                  </>
                ) : null,
              }}
            />
          </dl>
        </section>

        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={headingClass}>
            {t.footer.supportTitle}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link className={linkClass} to={localePath(lang, "/terms")}>
                {t.footer.terms}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/privacy")}>
                {t.footer.privacy}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/orchestra/giftCard")}>
                {t.nav.giftCard}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/visit")}>
                {t.nav.planVisit}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/venue/accessibility")}>
                {t.nav.accessibility}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/archive")}>
                {t.nav.archive}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/people")}>
                {t.nav.people}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localePath(lang, "/support")}>
                {t.nav.support}
              </Link>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={headingClass}>
            {t.footer.socialTitle}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a className={linkClass} href={contacts.social[network]} rel="noopener noreferrer" target="_blank">
                  {SOCIAL_NETWORK_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter" id="newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            {t.footer.newsletterTitle}
          </h2>
          <p className="mt-4 text-sm">{t.footer.newsletterText}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-center gap-3">
            <LogoMark className="size-7" />
            <span>
              {t.site.name} · {t.site.orchestraName}
            </span>
          </p>
          <p>
            © {new Date().getFullYear()} {t.footer.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
