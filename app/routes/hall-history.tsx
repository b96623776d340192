import { HistoryArticle } from "../features/history/history-article";
import { loadHistoryRoute } from "../features/history/history-route.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/hall-history";

export const loader = ({ request, context }: Route.LoaderArgs) => loadHistoryRoute(request, context.db, "hall-history", "hall-history");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "hallHistory", { title: args.loaderData?.page.title });

export default function HallHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryArticle page={loaderData.page} gallery={loaderData.gallery} columns="three" />;
}
