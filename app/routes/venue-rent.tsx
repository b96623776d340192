import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/venue-rent";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "rent");

export default function VenueRentRoute() {
  return <PageIntro page="rent" />;
}
