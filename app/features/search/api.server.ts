import express from "express";
import { keepAnswer, LANGUAGE_QUERY } from "../../http/server-cache-policy";
import { searchQuerySchema } from "./schema";
import type { SearchIndex } from "./search-index.server";
import { requestLanguage } from "../../http/request-language.server";

/** `GET /api/search?q=&language=en&limit=`: the visitor's query, at most 100 characters, answered in that language. */
export function searchApiRouter({ index }: { index: SearchIndex }): express.Router {
  const router = express.Router();
  router.get("/search", async (req, res) => {
    const query = { ...searchQuerySchema.parse(req.query), language: requestLanguage(req) };
    const answer = await index.search(query);
    keepAnswer(res, ["q", "limit", ...LANGUAGE_QUERY]);
    res.setHeader("Cache-Control", "no-cache");
    res.json(answer);
  });
  return router;
}
