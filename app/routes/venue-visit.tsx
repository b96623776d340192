import { VENUE_TEXTS } from "../content/venue-texts.server";
import { factValues } from "../features/hall-facts/public";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { blockPageHeaders, VenueBlockPage } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { useLocale } from "../i18n/use-locale";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import { telHref } from "../site-config";
import type { Route } from "./+types/venue-visit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPageRoute(request, context.db, "venue-visit");
  const lang = pageLang(request);
  return blockPageData({ ...page, formTitle: VENUE_TEXTS[lang].visit.formTitle, factValues: factValues(page.facts, lang) });
}

export const action = (args: Route.ActionArgs) => inquiryAction("visit", args);

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "visit", { values: args.loaderData?.factValues, indexable: !args.loaderData?.preview });

/** The tour's booking phones, from the site settings: they stay under the page's blocks whatever staff write. */
function BookingPhones() {
  const { t } = useLocale();
  const contacts = useSiteContacts();
  return (
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
  );
}

export default function VenueVisitRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VenueBlockPage page={loaderData} intro="visit" form={<InquiryForm kind="visit" title={loaderData.formTitle} noScriptAnswer={actionData} />} after={<BookingPhones />} />;
}
