import { readHallFacts } from "../features/hall-facts/public.server";
import { factValues } from "../features/hall-facts/public";
import { PageBlocks } from "../features/pages/public";
import { blockPageData, loadPageRoute } from "../features/pages/public.server";
import { blockPageHeaders } from "../features/pages/public";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/gift-card";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, facts] = await Promise.all([loadPageRoute(request, context.db, "gift-card"), readHallFacts(context.db)]);
  return blockPageData({ ...page, factValues: factValues(facts, pageLang(request)) });
}

export const headers = blockPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "giftCard", { title: args.loaderData?.content.title, values: args.loaderData?.factValues, indexable: !args.loaderData?.preview });

export default function GiftCardRoute({ loaderData }: Route.ComponentProps) {
  return <PageBlocks page={loaderData} />;
}
