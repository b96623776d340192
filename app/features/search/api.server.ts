import express from "express";
import { keepAnswer, LANGUAGE_QUERY } from "../../http/server-cache-policy";
import { searchQuerySchema } from "./schema";
import type { SearchIndex } from "./search-index.server";
import { requestLanguage } from "../../http/request-language.server";
import { ApiError } from "../../http/api-error";
import { SEARCH_LIMIT_TEXT, type SearchLimit } from "./search-limit.server";

/** `GET /api/search?q=&language=en&limit=`: the visitor's query, at most 100 characters, answered in that language. */
export function searchApiRouter({ index, limit }: { index: SearchIndex; limit: SearchLimit }): express.Router {
  const router = express.Router();
  router.get("/search", async (req, res) => {
    const query = { ...searchQuerySchema.parse(req.query), language: requestLanguage(req) };
    const taken = await limit.take(req.ip ?? "unknown");
    if (!taken.allowed) throw new ApiError("throttled", SEARCH_LIMIT_TEXT[query.language], undefined, taken.retryAfterSeconds);
    const answer = await index.search(query);
    keepAnswer(res, ["q", "limit", ...LANGUAGE_QUERY]);
    res.setHeader("Cache-Control", "no-cache");
    res.json(answer);
  });
  return router;
}
