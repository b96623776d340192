import express from "express";
import type { Db } from "../../db/client.server";
import { parseBody } from "../../http/parse-body";
import { requireAdmin } from "../admin-auth/public.server";
import { auditFacets, listAudit } from "./audit.server";
import { auditQuerySchema } from "./schema";

/** GET /api/admin/audit (admins): the log, newest first, a page at a time; and the names its filters offer. */
export function auditApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.get("/admin/audit", guard, async (req, res) => {
    const query = parseBody(auditQuerySchema, req.query, "invalid_query");
    res.setHeader("Cache-Control", "no-store");
    res.json(await listAudit(db, query));
  });
  router.get("/admin/audit/facets", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await auditFacets(db));
  });
  return router;
}
