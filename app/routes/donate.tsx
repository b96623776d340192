import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/donate";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "donate", { indexable: false });

export default function DonateRoute() {
  return <PageIntro page="donate" />;
}
