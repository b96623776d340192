import { useEffect } from "react";
import { PageBlocks } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { blockPageHeaders } from "../features/pages/public";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/orchestra-history";

export const loader = async ({ request, context }: Route.LoaderArgs) => blockPageData(await loadPageRoute(request, context.db, "orchestra-history"));

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "orchestraHistory", { title: args.loaderData?.content.title, indexable: !args.loaderData?.preview });

export default function OrchestraHistoryRoute({ loaderData }: Route.ComponentProps) {
  // The orchestra history opens at its top (docs/product.md §7), wherever the visitor came from.
  useEffect(() => window.scrollTo(0, 0), []);
  return <PageBlocks page={loaderData} />;
}
