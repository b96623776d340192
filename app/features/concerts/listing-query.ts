import { addMonths, type CalendarDay, dayKey, parseDayKey } from "../../i18n/hall-time";
import { type DateFilter, isDateFilter } from "./date-filters";
import { type ConcertType, isConcertType } from "./type-filters";

/**
 * The listing's state lives in its URL, so a filtered listing is a link anyone can share and
 * the server renders it filtered: `filter` (concert type, docs/product.md §4), `date` (chip), `from`/`to`
 * (custom days), `pages` (how many pages of results "show more" has opened), and the hall's
 * programme facets `series` (a series' address) and `genre`, which the route narrows by.
 */
export type ListingQuery = {
  type: ConcertType;
  date: DateFilter;
  from: CalendarDay | null;
  to: CalendarDay | null;
  /** Pages of LISTING_PAGE_SIZE results shown: "show more" adds one, so a page never carries the whole catalogue. */
  pages: number;
  series: string | null;
  genre: string | null;
};

/** Results on each page of the listing: what shows first, and what each "show more" adds. */
export const LISTING_PAGE_SIZE = 9;
/** Months the calendar offers: the current one and up to 12 ahead (docs/product.md §4). */
export const CALENDAR_MONTHS_AHEAD = 12;

/** The day key after the calendar's last offered month: days from it on are not shown. */
export function calendarEndKey(today: CalendarDay): string {
  return dayKey({ ...addMonths(today, CALENDAR_MONTHS_AHEAD + 1), day: 1 });
}

/** The most pages one URL may ask for, whatever the catalogue's size. */
export const LISTING_MAX_PAGES = 20;

export const DEFAULT_QUERY: ListingQuery = { type: "allConcerts", date: "all", from: null, to: null, pages: 1, series: null, genre: null };

/** A facet value as the URL may carry it: an address-like word, else nothing (the archive reads its own so too). */
export function readFacet(value: string | null): string | null {
  return value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 100 ? value : null;
}

function readPages(value: string | null): number {
  const pages = value && /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(pages, 1), LISTING_MAX_PAGES);
}

/** Every query parameter the listing reads (its kept answer is keyed on these alone). */
export const LISTING_QUERY_PARAMS = ["filter", "date", "from", "to", "pages", "series", "genre"] as const;

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const type = params.get("filter");
  const date = params.get("date");
  const from = parseDayKey(params.get("from") ?? "");
  const to = parseDayKey(params.get("to") ?? "");
  const customValid = date === "customDate" && from !== null;
  return {
    type: isConcertType(type) ? type : "allConcerts",
    date: isDateFilter(date) && (date !== "customDate" || customValid) ? date : "all",
    from: customValid ? from : null,
    to: customValid ? to : null,
    pages: readPages(params.get("pages")),
    series: readFacet(params.get("series")),
    genre: readFacet(params.get("genre")),
  };
}

/**
 * The query string of a listing state; defaults are left out (allConcerts, all), and so is the
 * type of a page that stands for one type (its path says it).
 */
export function listingSearch(query: ListingQuery, fixedType: ConcertType | null = null): string {
  const params = new URLSearchParams();
  if (query.type !== "allConcerts" && query.type !== fixedType) params.set("filter", query.type);
  if (query.date !== "all") params.set("date", query.date);
  if (query.date === "customDate" && query.from) {
    params.set("from", dayKey(query.from));
    if (query.to) params.set("to", dayKey(query.to));
  }
  if (query.series) params.set("series", query.series);
  if (query.genre) params.set("genre", query.genre);
  if (query.pages > 1) params.set("pages", String(query.pages));
  const text = params.toString();
  return text ? `?${text}` : "";
}
