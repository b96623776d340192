import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../shell/page-intro";
import type { Route } from "./+types/gift-card";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "giftCard");

export default function GiftCardRoute() {
  return <PageIntro page="giftCard" />;
}
