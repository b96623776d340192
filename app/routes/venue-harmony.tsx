import { readHallFacts } from "../features/hall-facts/public.server";
import { factValues, withFacts } from "../features/hall-facts/public";
import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { BulletList, PageSection, VenuePage } from "../features/venue/venue-page";
import { pageGallery } from "../features/media-library/public.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-harmony";
import { pageLang } from "../i18n/page-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const [facts, gallery] = await Promise.all([readHallFacts(context.db), pageGallery(context.db, "harmony", lang)]);
  return { texts: withFacts(VENUE_TEXTS[lang].harmony, facts, lang), gallery, factValues: factValues(facts, lang) };
}

export const action = (args: Route.ActionArgs) => inquiryAction("harmony", args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "harmony", { values: args.loaderData?.factValues });

export default function VenueHarmonyRoute({ loaderData: { texts, gallery }, actionData }: Route.ComponentProps) {
  return (
    <VenuePage page="harmony" lead={texts.lead} gallery={gallery} form={<InquiryForm kind="harmony" title={texts.formTitle} noScriptAnswer={actionData} />}>
      <p>{texts.description}</p>
      <p className="rounded-card border-l-4 border-gold bg-surface px-5 py-4 text-xl font-semibold">{texts.capacity}</p>
      <div className="grid gap-8 sm:grid-cols-2">
        <PageSection title={texts.useCasesTitle}>
          <BulletList items={texts.useCases} />
        </PageSection>
        <PageSection title={texts.benefitsTitle}>
          <BulletList items={texts.benefits} />
        </PageSection>
      </div>
    </VenuePage>
  );
}
