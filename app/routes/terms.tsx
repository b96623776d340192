import { LegalPage } from "../features/privacy/legal-page";
import { loadLegalRoute } from "../features/privacy/legal-route.server";
import { publicContacts } from "../features/site-settings/settings.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/terms";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { infoEmail } = await publicContacts(context.db);
  return loadLegalRoute(request, context.db, "terms", infoEmail);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "terms");

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} html={loaderData.html} updatedAt={loaderData.updatedAt} />;
}
