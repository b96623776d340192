import { VENUE_TEXTS } from "../content/venue-texts.server";
import { factValues } from "../features/hall-facts/public";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { blockPageHeaders, VenueBlockPage } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-harmony";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPageRoute(request, context.db, "venue-harmony");
  const lang = pageLang(request);
  return blockPageData({ ...page, formTitle: VENUE_TEXTS[lang].harmony.formTitle, factValues: factValues(page.facts, lang) });
}

export const action = (args: Route.ActionArgs) => inquiryAction("harmony", args);

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "harmony", { values: args.loaderData?.factValues, indexable: !args.loaderData?.preview });

export default function VenueHarmonyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <VenueBlockPage page={loaderData} intro="harmony" form={<InquiryForm kind="harmony" title={loaderData.formTitle} noScriptAnswer={actionData} />} />;
}
