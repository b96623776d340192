import { type CalendarDay, dayKey, parseDayKey } from "../../i18n/hall-time";
import { type DateFilter, isDateFilter } from "./date-filters";
import { type ConcertType, isConcertType } from "./type-filters";

/**
 * The listing's state lives in its URL, so a filtered listing is a link anyone can share and
 * the server renders it filtered: `filter` (concert type, docs/product.md §4), `date` (chip), `from`/`to`
 * (custom days), `all` (show every result).
 */
export type ListingQuery = {
  type: ConcertType;
  date: DateFilter;
  from: CalendarDay | null;
  to: CalendarDay | null;
  showAll: boolean;
};

/** Results shown before "show more". */
export const LISTING_PAGE_SIZE = 9;

export const DEFAULT_QUERY: ListingQuery = { type: "allConcerts", date: "all", from: null, to: null, showAll: false };

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
    showAll: params.get("all") === "1",
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
  if (query.showAll) params.set("all", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}
