import { SupportView } from "../features/site-settings/components/support-view";
import { publicSupportText } from "../features/site-settings/public.server";
import { keptPageHeaders } from "../http/server-cache-policy";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import type { Route } from "./+types/support";

/** Kept like every public page; saving the text on the settings screen retires it. */
export const headers = () => keptPageHeaders();

/** `/{lang}/support`: how to support the orchestra, as admins wrote it (docs/product.md §7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { html: await publicSupportText(context.db, pageLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "support");

export default function SupportRoute({ loaderData }: Route.ComponentProps) {
  return <SupportView html={loaderData.html} contacts={useSiteContacts()} />;
}
