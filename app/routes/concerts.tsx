import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/concerts";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "concerts");

export default function ConcertsRoute() {
  return <PageIntro page="concerts" />;
}
