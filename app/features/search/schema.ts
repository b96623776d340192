import { z } from "zod";
import { LANGS } from "../../i18n/languages";
import { QUERY_MAX } from "./search.types";

export { QUERY_MAX, RESULT_KINDS, type ResultKind, type SearchAnswer, type SearchResult } from "./search.types";

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
