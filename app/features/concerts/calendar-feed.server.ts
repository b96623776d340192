import { createHash } from "node:crypto";
import { catalogueFor } from "../../i18n/catalogues.server";
import { HALL_TIME_ZONE, hallDay, startOfHallDay } from "../../i18n/hall-time";
import { type Lang, localePath } from "../../i18n/languages";
import { calendarFeedUrl } from "./calendar-feed-url";
import type { ConcertCatalogue } from "./catalogue.server";
import { concertPath } from "./components/concert-card";
import { buildCalendar, type CalendarEntry, concertEntry } from "./ics";
import { upcomingOnly } from "./listing.server";

/** How long browsers and proxies may reuse the feed; calendar apps poll far less often anyway. */
export const FEED_MAX_AGE_SECONDS = 300;
/** Asked of calendar apps between refreshes (most poll on their own schedule, often daily). */
const FEED_REFRESH_INTERVAL = "PT1H";

/** The works of a concert's published programme in the feed's language, one line each (composed by the route). */
export type WorksOf = (eventId: string) => Promise<string[]>;

/** The calendar file of every upcoming concert in `lang`, and its strong entity tag. */
export async function concertCalendarFeed(catalogue: ConcertCatalogue, origin: string, lang: Lang, now = new Date(), worksOf: WorksOf = async () => []) {
  const { events } = await catalogue.listEvents(lang);
  const host = new URL(origin).hostname;
  const upcoming = upcomingOnly(events, now);
  const works = await Promise.all(upcoming.map((event) => worksOf(event.eventId).catch(() => [])));
  const entries = upcoming
    .map((event, index) => concertEntry(event, `${origin}${localePath(lang, concertPath(event))}`, host, works[index]))
    .filter((entry): entry is CalendarEntry => entry !== null);
  const texts = catalogueFor(lang).calendarFeed;
  const body = buildCalendar(entries, {
    // The start of the hall's day, not the moment of the request: the same schedule then gives
    // the same bytes all day, which a strong ETag promises. The list itself changes at midnight.
    stamp: startOfHallDay(hallDay(now)),
    feed: {
      name: texts.name,
      description: texts.description,
      sourceUrl: calendarFeedUrl(origin, lang),
      pageUrl: `${origin}${localePath(lang, "/concerts")}`,
      timeZone: HALL_TIME_ZONE,
      refreshInterval: FEED_REFRESH_INTERVAL,
    },
  });
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/** If-None-Match uses the weak comparison (RFC 9110 section 13.1.2): a W/ prefix does not matter. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** GET /{lang}/concerts.ics: 200 with the feed, or 304 when the client already holds this version. */
export async function calendarFeedResponse(request: Request, deps: { catalogue: ConcertCatalogue; origin: string; worksOf?: WorksOf }, lang: Lang): Promise<Response> {
  const { body, etag } = await concertCalendarFeed(deps.catalogue, deps.origin, lang, new Date(), deps.worksOf);
  const headers = new Headers({
    ETag: etag,
    // no-transform keeps the compression middleware off: a strong tag names these exact bytes,
    // and a gzipped copy under the same tag would break that promise.
    "Cache-Control": `public, max-age=${FEED_MAX_AGE_SECONDS}, no-transform`,
  });
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Content-Disposition", `inline; filename="concerts-${lang}.ics"`);
  return new Response(body, { headers });
}
