import { DEFAULT_VENUE } from "../content/venues";
import { blockPageHeaders, PlanVisitPage } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import type { Route } from "./+types/visit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadPageRoute(request, context.db, "plan-visit");
  return blockPageData({ ...page, address: DEFAULT_VENUE[pageLang(request)].address });
}

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "planVisit", { title: args.loaderData?.content.title, indexable: !args.loaderData?.preview });

export default function VisitRoute({ loaderData }: Route.ComponentProps) {
  return <PlanVisitPage page={loaderData} address={loaderData.address} ticketOfficePhone={useSiteContacts().ticketOfficePhone} />;
}
