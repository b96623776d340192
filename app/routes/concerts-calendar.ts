import { calendarFeedResponse } from "../features/concerts/calendar-feed.server";
import { worksAsText } from "../features/programmes/programmes.server";
import { pageLanguage } from "../i18n/page-language";
import type { Route } from "./+types/concerts-calendar";

/** The calendar of every upcoming concert, to subscribe to (webcal:// or "add by URL"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, known, redirect } = pageLanguage(request);
  if (!known) return redirect ? Response.redirect(new URL(redirect, request.url), 301) : new Response("Not found", { status: 404 });
  const worksOf = (eventId: string) => worksAsText(context.db, eventId, lang);
  return calendarFeedResponse(request, { catalogue: context.catalogue, origin: context.origin, worksOf }, lang);
}
