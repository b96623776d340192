import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { readHallFacts } from "../features/hall-facts/public.server";
import { factValues, SEAT_AREAS, seatTotal, withFacts } from "../features/hall-facts/public";
import { BulletList, FactList, PageSection, VenuePage } from "../features/venue/venue-page";
import { formatNumber } from "../i18n/format";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-rent";
import { pageLang } from "../i18n/page-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const facts = await readHallFacts(context.db);
  return { texts: withFacts(VENUE_TEXTS[lang].rent, facts, lang), seats: facts.mainHallSeats, factValues: factValues(facts, lang) };
}

export const action = (args: Route.ActionArgs) => inquiryAction("rental", args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "rent", { values: args.loaderData?.factValues });

export default function VenueRentRoute({ loaderData: { texts, seats }, actionData }: Route.ComponentProps) {
  const { lang } = useLocale();
  const rows = SEAT_AREAS.map((part) => ({ label: texts.seatLabels[part], value: formatNumber(seats[part], lang) }));
  return (
    <VenuePage page="rent" lead={texts.lead} form={<InquiryForm kind="rental" title={texts.formTitle} placeholders={{ eventType: texts.eventTypePlaceholder }} noScriptAnswer={actionData} />}>
      <p>{texts.hallIntro}</p>
      <PageSection title={texts.seatsTitle}>
        <FactList rows={[...rows, { label: texts.seatLabels.total, value: formatNumber(seatTotal({ mainHallSeats: seats }), lang), strong: true }]} />
        <p className="text-base text-muted">{texts.floors}</p>
      </PageSection>
      <PageSection title={texts.termsTitle}>
        <BulletList items={texts.terms} />
      </PageSection>
      <p className="rounded-card border-l-4 border-gold bg-surface px-5 py-4 text-base">{texts.feedbackNote}</p>
    </VenuePage>
  );
}
