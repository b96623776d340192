import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/orchestra-history";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "orchestraHistory");

export default function OrchestraHistoryRoute() {
  return <PageIntro page="orchestraHistory" />;
}
