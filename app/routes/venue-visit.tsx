import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { readHallFacts } from "../features/hall-facts/public.server";
import { factValues, GUIDE_LANGUAGES, TOUR_TICKETS, withFacts } from "../features/hall-facts/public";
import { FactList, PageSection, VenuePage } from "../features/venue/venue-page";
import { formatPrice } from "../i18n/format";
import { UnbrokenRanges } from "../ui/unbroken-ranges";
import { useLocale } from "../i18n/use-locale";
import { pageGallery } from "../features/media-library/public.server";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import { telHref } from "../site-config";
import type { Route } from "./+types/venue-visit";
import { pageLang } from "../i18n/page-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const [facts, gallery] = await Promise.all([readHallFacts(context.db), pageGallery(context.db, "tour", lang)]);
  const { tourPrices, guidePrices, privateEveningPrice } = facts;
  return { texts: withFacts(VENUE_TEXTS[lang].visit, facts, lang), gallery, prices: { tourPrices, guidePrices, privateEveningPrice }, factValues: factValues(facts, lang) };
}

export const action = (args: Route.ActionArgs) => inquiryAction("visit", args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "visit", { values: args.loaderData?.factValues });

export default function VenueVisitRoute({ loaderData: { texts, gallery, prices }, actionData }: Route.ComponentProps) {
  const { lang, t } = useLocale();
  const contacts = useSiteContacts();
  const amd = (amount: number) => formatPrice({ min: amount, max: amount }, lang);
  const tickets = TOUR_TICKETS.map((group) => ({ label: texts.priceLabels[group], value: amd(prices.tourPrices[group]) }));
  const guides = GUIDE_LANGUAGES.map((language) => ({ label: texts.languageLabels[language], value: amd(prices.guidePrices[language]) }));
  return (
    <VenuePage page="visit" lead={texts.lead} gallery={gallery} form={<InquiryForm kind="visit" title={texts.formTitle} noScriptAnswer={actionData} />}>
      <p>{texts.description}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-card border border-line bg-surface p-5">
          <h2 className="text-sm font-medium text-muted">{texts.durationTitle}</h2>
          <p className="mt-1 text-xl font-semibold">{texts.duration}</p>
        </div>
        <div className="rounded-card border border-line bg-surface p-5">
          <h2 className="text-sm font-medium text-muted">{texts.scheduleTitle}</h2>
          <p className="mt-1 text-xl font-semibold"><UnbrokenRanges text={texts.schedule} /></p>
        </div>
      </div>
      <PageSection title={texts.pricesTitle}>
        <FactList rows={tickets} />
      </PageSection>
      <PageSection title={texts.languagesTitle}>
        <FactList rows={guides} />
      </PageSection>
      <PageSection title={texts.privateTitle}>
        <p>{texts.privateText}</p>
        <FactList rows={[{ label: texts.privateEveningLabel, value: amd(prices.privateEveningPrice) }]} />
      </PageSection>
      <PageSection title={texts.contactTitle}>
        <p>{texts.contactText}</p>
        <ul className="flex flex-wrap gap-3">
          {[
            { label: t.footer.ticketOffice, phone: contacts.ticketOfficePhone },
            { label: t.footer.reception, phone: contacts.receptionPhone },
          ].map(({ label, phone }) => (
            <li key={label}>
              <a href={telHref(phone)} className="inline-flex min-h-11 flex-col rounded-card border border-line bg-surface px-5 py-2 hover:border-accent">
                <span className="text-sm text-muted">{label}</span>
                <span className="font-semibold whitespace-nowrap text-accent">{phone}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </VenuePage>
  );
}
