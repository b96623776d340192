import { VENUE_TEXTS } from "../content/venue-texts.server";
import { factValues } from "../features/hall-facts/public";
import { inquiryAction } from "../features/inquiries/page-action.server";
import { InquiryForm } from "../features/inquiries/inquiry-form";
import { blockPageHeaders, VenueBlockPage } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/venue-rent";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPageRoute(request, context.db, "venue-rent");
  const lang = pageLang(request);
  const { formTitle, eventTypePlaceholder } = VENUE_TEXTS[lang].rent;
  return blockPageData({ ...page, form: { title: formTitle, eventTypePlaceholder }, factValues: factValues(page.facts, lang) });
}

export const action = (args: Route.ActionArgs) => inquiryAction("rental", args);

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "rent", { values: args.loaderData?.factValues, indexable: !args.loaderData?.preview });

export default function VenueRentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { form } = loaderData;
  return <VenueBlockPage page={loaderData} intro="rent" form={<InquiryForm kind="rental" title={form.title} placeholders={{ eventType: form.eventTypePlaceholder }} noScriptAnswer={actionData} />} />;
}
