import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/venue-visit";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "visit");

export default function VenueVisitRoute() {
  return <PageIntro page="visit" />;
}
