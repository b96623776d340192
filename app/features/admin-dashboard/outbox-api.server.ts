import express from "express";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import { outboxSummary } from "../../mail/outbox.server";

/** GET /api/admin/outbox/summary: pending and failed mail for the dashboard, admins only. */
export function outboxAdminApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  router.get("/admin/outbox/summary", requireAdmin(db, { role: "admin" }), async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await outboxSummary(db));
  });
  return router;
}
