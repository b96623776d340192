import express from "express";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { createBannerAdmin } from "./admin-banners.server";
import { listActiveBanners } from "./banners.server";
import { readLang } from "../../i18n/languages";
import { keepAnswer } from "../../http/server-cache-policy";

type BannerApiOptions = { db: Db; production: boolean; claimMedia: ClaimMedia; storage: MediaStorage };

/** docs/product.md §10 and §12: the public active list, and the admin list and writes (all guarded). */
export function bannerApiRouter({ db, production, claimMedia, storage }: BannerApiOptions): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const banners = createBannerAdmin(db, claimMedia, storage);

  // `?language=am|en|ru` titles the banners in that language (English without it).
  router.get("/advert-banners/active", async (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60");
    keepAnswer(res, ["language"]);
    res.json(await listActiveBanners(db, { production, lang: readLang(req.query.language) ?? "en" }));
  });
  router.get("/advert-banners", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await banners.list());
  });
  router.post("/advert-banners", guard, async (req, res) => {
    const created = await banners.create(req.body);
    res.status(201).json(created);
  });
  // Declared before `/:id` so that "bulk-status" is never read as an id.
  router.put("/advert-banners/bulk-status", guard, async (req, res) => {
    const result = await banners.setStatus(req.body);
    res.json(result);
  });
  router.put("/advert-banners/:id", guard, async (req, res) => {
    const updated = await banners.update(parseRecordId(req.params.id), req.body);
    res.json(updated);
  });
  router.delete("/advert-banners/:id", guard, async (req, res) => {
    await banners.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
