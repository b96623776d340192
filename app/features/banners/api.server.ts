import express from "express";
import { parseRecordId } from "../../../server/record-id";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/require-admin.server";
import type { ClaimMedia } from "../media-uploads/claim-media";
import { createBannerAdmin } from "./admin-banners.server";
import { listActiveBanners } from "./banners.server";

type BannerApiOptions = { db: Db; production: boolean; claimMedia: ClaimMedia };

/** Spec admin-area section 7: the public active list, and the admin list and writes (all guarded). */
export function bannerApiRouter({ db, production, claimMedia }: BannerApiOptions): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const banners = createBannerAdmin(db, claimMedia);

  router.get("/advert-banners/active", async (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json(await listActiveBanners(db, { production }));
  });
  router.get("/advert-banners", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await banners.list());
  });
  router.post("/advert-banners", guard, async (req, res) => {
    res.status(201).json(await banners.create(req.body));
  });
  // Declared before `/:id` so that "bulk-status" is never read as an id.
  router.put("/advert-banners/bulk-status", guard, async (req, res) => {
    res.json(await banners.setStatus(req.body));
  });
  router.put("/advert-banners/:id", guard, async (req, res) => {
    res.json(await banners.update(parseRecordId(req.params.id), req.body));
  });
  router.delete("/advert-banners/:id", guard, async (req, res) => {
    await banners.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
