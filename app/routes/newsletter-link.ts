import { isbot } from "isbot";
import { followCampaignLink } from "../features/campaigns/campaigns.server";
import { pageLanguage } from "../i18n/page-language";
import type { Route } from "./+types/newsletter-link";

/**
 * A link in a campaign message (`/{lang}/n/{token}`): a click counted for that campaign and link once per visitor
 * and day (not for link scanners, prefetches or a request without a user agent), nothing kept about who followed
 * it past the day, and a redirect to the target.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const counts = async () => request.method === "GET" && !isbot(request.headers.get("user-agent") ?? "") && (await context.firstToday(`link:${params.token}`));
  const target = pageLanguage(request).known ? await followCampaignLink(context.db, params.token, counts) : null;
  if (!target) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
