import { HALL_FACTS_TEXTS, OfficeHoursTable, OfficeStateLine, type OfficeHours } from "../hall-facts/public";
import { useLocale } from "../../i18n/use-locale";
import { mapsHref, telHref } from "../../site-config";
import { PageIntro } from "../../ui/page-intro";
import { buttonStyles } from "../../ui/styles";
import type { PlanVisitTexts } from "./plan-visit.types";

/**
 * The Plan your visit page: the address with a link to the phone's map app, the ticket office's hours
 * and whether it is open now (computed in the browser: see OfficeStateLine), and the practical sections.
 */
export function PlanVisitPage({ texts, address, officeHours, ticketOfficePhone }: { texts: PlanVisitTexts; address: string; officeHours: OfficeHours; ticketOfficePhone: string }) {
  const { lang, t } = useLocale();
  return (
    <>
      <PageIntro page="planVisit" />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 text-lg leading-relaxed sm:px-6">
        <p className="text-xl font-medium text-accent-strong">{texts.lead}</p>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="visit-address" className="rounded-card border border-line bg-surface p-5">
            <h2 id="visit-address" className="text-xl font-semibold">
              {texts.addressTitle}
            </h2>
            <address className="mt-2 not-italic">{address}</address>
            <a href={mapsHref(address)} className={`${buttonStyles.secondary} mt-4`} rel="noopener noreferrer" target="_blank">
              {texts.mapLink}
            </a>
          </section>
          <section aria-labelledby="visit-office" className="rounded-card border border-line bg-surface p-5">
            <h2 id="visit-office" className="text-xl font-semibold">
              {t.footer.ticketOffice}
            </h2>
            <OfficeStateLine office={officeHours} className="mt-2 min-h-7 font-semibold" />
            <p className="mt-2 text-base">{texts.officeIntro}</p>
            <a href={telHref(ticketOfficePhone)} className="mt-2 inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-accent underline underline-offset-4">
              {ticketOfficePhone}
            </a>
          </section>
        </div>
        <section aria-labelledby="visit-hours" className="space-y-4">
          <h2 id="visit-hours" className="text-2xl font-semibold tracking-tight">
            {HALL_FACTS_TEXTS[lang].office.title}
          </h2>
          <OfficeHoursTable office={officeHours} now={new Date()} />
        </section>
        <div className="grid gap-x-10 gap-y-8 md:grid-cols-2">
          {texts.sections.map((section) => (
            <section key={section.id} aria-labelledby={`visit-${section.id}`} className="space-y-2">
              <h2 id={`visit-${section.id}`} className="text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
