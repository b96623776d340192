import { z } from "zod";
import { LANGS } from "../../i18n/languages";

/** The longest query read; the rest of a longer one is cut, never refused. */
export const QUERY_MAX = 100;
export const RESULT_KINDS = ["concert", "artist", "series", "page"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The query string of `GET /api/search` and of the search page. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.normalize("NFC").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX)),
  language: z.enum(LANGS).catch("am"),
  limit: z.coerce.number().int().min(1).max(50).catch(20),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export type SearchResult = {
  type: ResultKind;
  title: string;
  url: string;
  /** Plain text around the match; `marks` are the [start, end) spans that matched, for the page to highlight. */
  snippet: string;
  marks: [number, number][];
  /** The concert's start (ISO 8601), concerts only. */
  date?: string;
};

export type SearchAnswer = { query: string; results: SearchResult[] };
