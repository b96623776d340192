import express from "express";
import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import { hasRole } from "../admin-auth/public";
import type { ConcertCatalogue } from "../concerts/public.server";
import { dashboardFigures } from "./figures.server";
import { isBadgeTile } from "./badges";
import { badgeCounts, markTileSeen } from "./badges.server";
import { requestLanguage } from "../../http/request-language.server";

/** The dashboard's figures and badges (new items per tile), and clearing a badge when its tile is opened. */
export function adminDashboardApiRouter({ db, catalogue }: { db: Db; catalogue: ConcertCatalogue }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db, { role: "admin" });
  // Every account sees the content figures; subscribers, inquiries and the site's contacts only admins.
  router.get("/admin/dashboard", requireAdmin(db), async (req, res) => {
    const lang = requestLanguage(req, { strict: true });
    const admin = res.locals.admin!;
    const full = hasRole(admin.role, "admin");
    res.setHeader("Cache-Control", "no-store");
    res.json(await dashboardFigures(db, catalogue, { adminId: admin.adminId, lang, audience: full, site: full }));
  });
  router.get("/admin/badges", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await badgeCounts(db, res.locals.admin!.adminId));
  });
  router.post("/admin/badges/:tile/seen", guard, async (req, res) => {
    if (!isBadgeTile(req.params.tile)) throw new ApiError("not_found", "No such dashboard tile");
    await markTileSeen(db, res.locals.admin!.adminId, req.params.tile);
    res.status(204).end();
  });
  return router;
}
