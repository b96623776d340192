import type express from "express";
import type { Db } from "../../db/client.server";
import { recordRouter } from "../../http/record-router.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { createArtists } from "./artists.server";

/** `GET/POST /api/admin/artists`, `GET/PUT/DELETE /api/admin/artists/{id}`; editors and admins (content role). */
export function artistsApiRouter({ db, claimMedia, storage }: { db: Db; claimMedia: ClaimMedia; storage: MediaStorage }): express.Router {
  return recordRouter("/admin/artists", requireAdmin(db), createArtists(db, claimMedia, storage));
}
