import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { BulletList, PageSection, VenuePage } from "../features/venue/venue-page";
import { pageGallery } from "../features/media-library/public.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-vip-balcony";
import { pageLang } from "../i18n/page-language";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  return { texts: VENUE_TEXTS[lang].vipBalcony, gallery: await pageGallery(context.db, "vip-balcony", lang) };
}

export const action = (args: Route.ActionArgs) => inquiryAction("vipBalcony", args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "vipBalcony");

export default function VenueVipBalconyRoute({ loaderData: { texts, gallery }, actionData }: Route.ComponentProps) {
  return (
    <VenuePage page="vipBalcony" lead={texts.lead} gallery={gallery} form={<InquiryForm kind="vipBalcony" title={texts.formTitle} noScriptAnswer={actionData} />}>
      <p>{texts.description}</p>
      <PageSection title={texts.featuresTitle}>
        <BulletList items={texts.features} />
      </PageSection>
      <p className="text-2xl font-medium text-accent-strong">{texts.closing}</p>
    </VenuePage>
  );
}
