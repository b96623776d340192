import type express from "express";
import type { Db } from "../../db/client.server";
import { recordRouter } from "../../http/record-router.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import { createSeries } from "./series.server";

/** `GET/POST /api/admin/series`, `GET/PUT/DELETE /api/admin/series/{id}`; editors and admins (content role). */
export function seriesApiRouter({ db, claimMedia }: { db: Db; claimMedia: ClaimMedia }): express.Router {
  return recordRouter("/admin/series", requireAdmin(db), createSeries(db, claimMedia));
}
