import { VENUE_TEXTS } from "../content/venue-texts.server";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { blockPageHeaders, VenueBlockPage } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-vip-balcony";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPageRoute(request, context.db, "venue-vip-balcony");
  return blockPageData({ ...page, formTitle: VENUE_TEXTS[pageLang(request)].vipBalcony.formTitle });
}

export const action = (args: Route.ActionArgs) => inquiryAction("vipBalcony", args);

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "vipBalcony", { indexable: !args.loaderData?.preview });

export default function VenueVipBalconyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VenueBlockPage page={loaderData} intro="vipBalcony" form={<InquiryForm kind="vipBalcony" title={loaderData.formTitle} noScriptAnswer={actionData} />} />;
}
