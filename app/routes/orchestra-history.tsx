import { useEffect } from "react";
import { HistoryArticle } from "../features/history/history-article";
import { loadHistoryRoute } from "../features/history/history-route.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/orchestra-history";

export const loader = ({ request, context }: Route.LoaderArgs) => loadHistoryRoute(request, context.db, "orchestra-history", "orchestra-history");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "orchestraHistory", { title: args.loaderData?.page.title });

export default function OrchestraHistoryRoute({ loaderData }: Route.ComponentProps) {
  // The orchestra history opens at its top (docs/product.md §7), wherever the visitor came from.
  useEffect(() => window.scrollTo(0, 0), []);
  return <HistoryArticle page={loaderData.page} gallery={loaderData.gallery} />;
}
