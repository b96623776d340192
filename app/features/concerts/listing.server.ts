import { catalogueFor } from "../../i18n/catalogues.server";
import { dayKey, hallDay, parseEventDate, startOfHallDay } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import type { ConcertCatalogue } from "./catalogue.server";
import { byStartTime, type ConcertEvent } from "./concert";
import { dateFilterRange, inRange } from "./date-filters";
import { calendarEndKey, LISTING_PAGE_SIZE, type ListingQuery, parseListingQuery } from "./listing-query";
import { type ConcertType, matchesConcertType } from "./type-filters";

/** Concerts that have not yet happened: tonight's concert stays listed all day. */
export function upcomingOnly(events: ConcertEvent[], now: Date): ConcertEvent[] {
  const startOfToday = startOfHallDay(hallDay(now));
  return events.filter((event) => {
    const start = parseEventDate(event.startsAt);
    return start === null || start >= startOfToday;
  });
}

export function filterConcerts(events: ConcertEvent[], query: ListingQuery, now: Date): ConcertEvent[] {
  const range = dateFilterRange(query.date, now, query.from ? { from: query.from, to: query.to } : null);
  return events.filter(
    (event) =>
      matchesConcertType({ title: event.eventName, descriptionText: event.descriptionText, venueName: event.venue.name }, query.type) &&
      inRange(event.startsAt ?? event.eventDateTime, range),
  );
}

/**
 * What the listing says when nothing matches: that no concerts of a chosen type are ahead, or the
 * chosen dates' own text. Only this one of them travels with the page, and only when it shows.
 */
function emptyText(lang: Lang, query: ListingQuery): string {
  const texts = catalogueFor(lang).concerts;
  return query.date === "all" && query.type !== "allConcerts" ? texts.noUpcoming : texts.empty[query.date];
}

/** When nothing matches: the next concert still ahead (of the page's own type, if it stands for one), named with a way to it. */
function nextConcert(lang: Lang, upcoming: ConcertEvent[], now: Date, fixedType: ConcertType | undefined) {
  const next = upcoming
    .filter((event) => event.startsAt && Date.parse(event.startsAt) > now.getTime())
    .filter((event) => !fixedType || matchesConcertType({ title: event.eventName, descriptionText: event.descriptionText, venueName: event.venue.name }, fixedType))
    .sort(byStartTime)[0];
  return next ? { label: catalogueFor(lang).concerts.nextConcert, eventId: next.eventId, title: next.eventName, startsAt: next.startsAt! } : null;
}

/**
 * Everything the concerts page shows, filtered on the server from the URL. A page that stands
 * for one concert type (the orchestra's concerts) passes it as `fixedType`: its URL's own type
 * is then ignored, and the page lists what the listing filtered to that type lists.
 */
export async function loadListing(
  deps: { catalogue: ConcertCatalogue },
  lang: Lang,
  url: URL,
  options: { fixedType?: ConcertType; now?: Date; narrow?: (events: ConcertEvent[], query: ListingQuery) => Promise<ConcertEvent[]> } = {},
) {
  const now = options.now ?? new Date();
  const parsed = parseListingQuery(url.searchParams);
  const query = options.fixedType ? { ...parsed, type: options.fixedType } : parsed;
  const { events } = await deps.catalogue.listEvents(lang);
  const upcoming = upcomingOnly(events, now);
  const filtered = filterConcerts(upcoming, query, now);
  // The route's further filters (the programmes' series and genre) on what the date and type let through.
  const matching = options.narrow ? await options.narrow(filtered, query) : filtered;
  // The calendar marks the days with concerts in the months it offers, however far the catalogue runs.
  const calendarEnd = calendarEndKey(hallDay(now));
  const eventDays = [...new Set(upcoming.flatMap((e) => (e.startsAt ? [dayKey(hallDay(new Date(e.startsAt)))] : [])))].filter((day) => day < calendarEnd);
  return {
    query,
    fixedType: options.fixedType ?? null,
    events: matching.slice(0, query.pages * LISTING_PAGE_SIZE),
    total: matching.length,
    /** The text shown instead of the results when none match (null while there are results). */
    emptyText: matching.length ? null : emptyText(lang, query),
    nextConcert: matching.length ? null : nextConcert(lang, upcoming, now, options.fixedType),
    eventDays,
    today: dayKey(hallDay(now)),
  };
}
