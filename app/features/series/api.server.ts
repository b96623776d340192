import type express from "express";
import type { Db } from "../../db/client.server";
import { recordRouter } from "../../http/record-router.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { createSeries } from "./series.server";

/** `GET/POST /api/admin/series`, `GET/PUT/DELETE /api/admin/series/{id}`; editors and admins (content role). */
export function seriesApiRouter({ db, claimMedia, storage }: { db: Db; claimMedia: ClaimMedia; storage: MediaStorage }): express.Router {
  return recordRouter("/admin/series", requireAdmin(db), createSeries(db, claimMedia, storage));
}
