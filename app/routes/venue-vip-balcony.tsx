import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/venue-vip-balcony";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "vipBalcony");

export default function VenueVipBalconyRoute() {
  return <PageIntro page="vipBalcony" />;
}
