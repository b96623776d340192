import { HistoryArticle } from "../features/history/history-article";
import { loadHistoryRoute } from "../features/history/history-route.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/gift-card";

export const loader = ({ request, context }: Route.LoaderArgs) => loadHistoryRoute(request, context.db, "gift-card", "gift-card");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "giftCard", { title: args.loaderData?.page.title });

export default function GiftCardRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryArticle page={loaderData.page} gallery={loaderData.gallery} columns="three" />;
}
