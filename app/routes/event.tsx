import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "event");

export default function EventRoute() {
  return <PageIntro page="event" />;
}
