import { isbot } from "isbot";
import { followCampaignLink } from "../features/campaigns/campaigns.server";
import { pageLanguage } from "../i18n/page-language";
import type { Route } from "./+types/newsletter-link";

/**
 * A link in a campaign message (`/{lang}/n/{token}`): one click counted for that campaign and
 * link (not for link scanners), nothing kept about who followed it, and a redirect to the target.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const counted = request.method === "GET" && !isbot(request.headers.get("user-agent") ?? "");
  const target = pageLanguage(request).known ? await followCampaignLink(context.db, params.token, counted) : null;
  if (!target) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
