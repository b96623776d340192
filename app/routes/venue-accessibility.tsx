import { ACCESSIBILITY_TEXTS } from "../content/accessibility-texts.server";
import { AccessibilityPage } from "../features/venue/accessibility-page";
import { langFromPath } from "../i18n/languages";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import type { Route } from "./+types/venue-accessibility";

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: ACCESSIBILITY_TEXTS[langFromPath(new URL(request.url).pathname)] };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "accessibility");

export default function VenueAccessibilityRoute({ loaderData: { texts } }: Route.ComponentProps) {
  return <AccessibilityPage texts={texts} contacts={useSiteContacts()} />;
}
