import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { MAIN_HALL_SEAT_TOTAL, MAIN_HALL_SEATS } from "../features/venue/hall-facts";
import { BulletList, FactList, PageSection, VenuePage } from "../features/venue/venue-page";
import { formatNumber } from "../i18n/format";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-rent";
import { pageLang } from "../i18n/page-language";

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: VENUE_TEXTS[pageLang(request)].rent };
}

export const action = (args: Route.ActionArgs) => inquiryAction("rental", args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "rent");

export default function VenueRentRoute({ loaderData: { texts }, actionData }: Route.ComponentProps) {
  const { lang } = useLocale();
  const seats = (Object.keys(MAIN_HALL_SEATS) as (keyof typeof MAIN_HALL_SEATS)[]).map((part) => ({
    label: texts.seatLabels[part],
    value: formatNumber(MAIN_HALL_SEATS[part], lang),
  }));
  return (
    <VenuePage page="rent" lead={texts.lead} form={<InquiryForm kind="rental" title={texts.formTitle} placeholders={{ eventType: texts.eventTypePlaceholder }} noScriptAnswer={actionData} />}>
      <p>{texts.hallIntro}</p>
      <PageSection title={texts.seatsTitle}>
        <FactList rows={[...seats, { label: texts.seatLabels.total, value: formatNumber(MAIN_HALL_SEAT_TOTAL, lang), strong: true }]} />
        <p className="text-base text-muted">{texts.floors}</p>
      </PageSection>
      <PageSection title={texts.termsTitle}>
        <BulletList items={texts.terms} />
      </PageSection>
      <p className="rounded-card border-l-4 border-gold bg-surface px-5 py-4 text-base">{texts.feedbackNote}</p>
    </VenuePage>
  );
}
