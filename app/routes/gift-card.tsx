import { HistoryArticle } from "../features/history/history-article";
import { loadHistoryRoute } from "../features/history/history-route.server";
import { readHallFacts } from "../features/hall-facts/public.server";
import { factValues } from "../features/hall-facts/public";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/gift-card";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, facts] = await Promise.all([loadHistoryRoute(request, context.db, "gift-card", "gift-card"), readHallFacts(context.db)]);
  return { ...page, factValues: factValues(facts, pageLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "giftCard", { title: args.loaderData?.page.title, values: args.loaderData?.factValues });

export default function GiftCardRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryArticle page={loaderData.page} gallery={loaderData.gallery} columns="three" />;
}
