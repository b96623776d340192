import express from "express";
import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/require-admin.server";
import { badgeCounts, isBadgeTile, markTileSeen } from "./badges.server";

/** The dashboard's badges: counts of new items per tile, and clearing one when its tile is opened. */
export function adminDashboardApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  router.get("/admin/badges", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await badgeCounts(db, res.locals.admin!.adminId));
  });
  router.post("/admin/badges/:tile/seen", guard, async (req, res) => {
    if (!isBadgeTile(req.params.tile)) throw new ApiError(404, "No such dashboard tile", "not_found");
    await markTileSeen(db, res.locals.admin!.adminId, req.params.tile);
    res.status(204).end();
  });
  return router;
}
