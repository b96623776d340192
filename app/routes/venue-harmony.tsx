import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/venue-harmony";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "harmony");

export default function VenueHarmonyRoute() {
  return <PageIntro page="harmony" />;
}
