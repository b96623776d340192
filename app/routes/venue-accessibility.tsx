import { readAccessibilityPage } from "../features/venue/accessibility-facts.server";
import { AccessibilityPage } from "../features/venue/accessibility-page";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import type { Route } from "./+types/venue-accessibility";
import { pageLang } from "../i18n/page-language";

export function loader({ request, context }: Route.LoaderArgs) {
  return readAccessibilityPage(context.db, pageLang(request));
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "accessibility");

export default function VenueAccessibilityRoute({ loaderData: { texts, facts } }: Route.ComponentProps) {
  return <AccessibilityPage texts={texts} facts={facts} contacts={useSiteContacts()} />;
}
