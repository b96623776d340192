/**
 * The search's limits and result shapes, without zod: the header's search box is on every page,
 * and the validation library stays with the code that parses a query (`schema.ts`).
 */

/** The longest query read; the rest of a longer one is cut, never refused. */
export const QUERY_MAX = 100;
/** In the order results are grouped; past concerts (the archive) come after everything else. */
export const RESULT_KINDS = ["concert", "artist", "series", "page", "past"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export type SearchResult = {
  type: ResultKind;
  title: string;
  url: string;
  /** Plain text around the match; `marks` are the [start, end) spans that matched, for the page to highlight. */
  snippet: string;
  marks: [number, number][];
  /** The concert's start (ISO 8601), concerts and past concerts only. */
  date?: string;
  /** Its title is the query or starts with it (a concert, an artist or a series): shown before the groups. */
  best?: true;
};

export type SearchAnswer = { query: string; results: SearchResult[] };
