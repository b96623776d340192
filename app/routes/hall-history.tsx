import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/hall-history";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "hallHistory");

export default function HallHistoryRoute() {
  return <PageIntro page="hallHistory" />;
}
