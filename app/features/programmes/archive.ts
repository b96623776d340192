import { hallDay, hallTimeToInstant } from "../../i18n/hall-time";
import { readFacet } from "../concerts/public";
import { GENRES, type Genre } from "./vocabulary";

/**
 * The archive of past concerts (`/{lang}/archive`, docs/product.md §5): its filters live in the URL as the
 * listing's do. Browser-safe: the page's form reads the same names.
 */
export const ARCHIVE_PAGE_SIZE = 24;
export const ARCHIVE_QUERY_PARAMS = ["season", "composer", "performer", "series", "genre", "page"] as const;
/** More pages than any archive holds: a larger number is read as malformed. */
const MAX_PAGE = 1000;

export type ArchiveQuery = { season: string | null; composer: string | null; performer: string | null; series: string | null; genre: Genre | null; page: number };

/** A season runs from 1 September to 31 August in the hall: `2025-26`. Null when `key` is not one. */
export function seasonRange(key: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 1000 || (start + 1) % 100 !== Number(match[2])) return null;
  return { from: hallTimeToInstant({ year: start, month: 9, day: 1 }), to: hallTimeToInstant({ year: start + 1, month: 9, day: 1 }) };
}

/** The season a concert at `instant` belongs to, in the hall's time zone. */
export function seasonOf(instant: Date): string {
  const day = hallDay(instant);
  const start = day.month >= 9 ? day.year : day.year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const name = (value: string | null) => {
  const text = value?.trim().replace(/\s+/g, " ") ?? "";
  return text && text.length <= 300 && !/\p{C}/u.test(text) ? text : null;
};

/**
 * The archive's state from its URL. A malformed value (a season that is not `YYYY-YY`, a page that is not
 * a number) is ignored, as the listing ignores its own: the page shows everything that filter would narrow.
 * A well-formed value nothing matches (a season before the archive) is kept, and the page shows no concerts.
 */
export function parseArchiveQuery(params: URLSearchParams): ArchiveQuery {
  const season = params.get("season");
  const genre = params.get("genre");
  const page = params.get("page");
  const pageNumber = page && /^\d{1,4}$/.test(page) ? Number(page) : 1;
  return {
    season: season && seasonRange(season) ? season : null,
    composer: name(params.get("composer")),
    performer: readFacet(params.get("performer")),
    series: readFacet(params.get("series")),
    genre: (GENRES as readonly string[]).includes(genre ?? "") ? (genre as Genre) : null,
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
  };
}

/** The query string of an archive state (page 1 and empty filters left out). */
export function archiveSearch(query: ArchiveQuery): string {
  const params = new URLSearchParams();
  for (const key of ["season", "composer", "performer", "series", "genre"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type ArchiveItem = {
  eventId: string;
  startsAt: string;
  title: string;
  subtitle: string;
  works: { composer: string; title: string }[];
  performers: { name: string; role: string }[];
  series: string | null;
};

export type ArchiveOptions = {
  seasons: string[];
  composers: string[];
  performers: { slug: string; name: string }[];
  series: { slug: string; name: string }[];
  genres: Genre[];
};

export type ArchivePage = { query: ArchiveQuery; items: ArchiveItem[]; total: number; pageCount: number; options: ArchiveOptions };
