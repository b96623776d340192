import express from "express";
import type { Db } from "../../db/client.server";
import { parseBody } from "../../http/parse-body";
import { requireAdmin } from "../admin-auth/public.server";
import type { ConcertCatalogue } from "../concerts/public.server";
import { figuresSummary, visitorFigures } from "./figures.server";
import { figuresQuerySchema } from "./schema";
import { requestLanguage } from "../../http/request-language.server";

/** The visitor figures, for admins only (editors get 403): a range of hall days, and the dashboard's summary. */
export function visitorFiguresApiRouter({ db, catalogue }: { db: Db; catalogue: ConcertCatalogue }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.get("/admin/figures", guard, async (req, res) => {
    const query = parseBody(figuresQuerySchema, req.query, "invalid_figures_query");
    res.setHeader("Cache-Control", "no-store");
    res.json(await visitorFigures(db, catalogue, { from: query.from, to: query.to, lang: requestLanguage(req, { strict: true }) }));
  });
  router.get("/admin/figures/summary", guard, async (req, res) => {
    const lang = requestLanguage(req);
    res.setHeader("Cache-Control", "no-store");
    res.json(await figuresSummary(db, catalogue, lang));
  });
  return router;
}
