import { useLocation } from "react-router";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/concerts";

/** One listing serves /concerts and /orchestra/concerts; the path says which title it carries. */
function listingPage(pathname: string) {
  return pathname.includes("/orchestra/") ? "orchestraConcerts" : "concerts";
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, listingPage(args.location.pathname));

export default function ConcertsRoute() {
  const { pathname } = useLocation();
  return <PageIntro page={listingPage(pathname)} />;
}
