import { calendarFeedResponse } from "../features/concerts/calendar-feed.server";
import { canonicalLangRedirect, isLang } from "../i18n/languages";
import type { Route } from "./+types/concerts-calendar";

/** The calendar of every upcoming concert, to subscribe to (webcal:// or "add by URL"). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isLang(params.lang)) {
    const target = canonicalLangRedirect(url.pathname, url.search);
    return target ? Response.redirect(new URL(target, url), 301) : new Response("Not found", { status: 404 });
  }
  return calendarFeedResponse(request, { catalogue: context.catalogue, origin: context.origin }, params.lang);
}
