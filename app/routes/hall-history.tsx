import { PageBlocks } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { blockPageHeaders } from "../features/pages/public";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/hall-history";

export const loader = async ({ request, context }: Route.LoaderArgs) => blockPageData(await loadPageRoute(request, context.db, "hall-history"));

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "hallHistory", { title: args.loaderData?.content.title, indexable: !args.loaderData?.preview });

export default function HallHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData} />;
}
