import express from "express";
import type { Db } from "../../db/client.server";
import { listActiveBanners } from "./banners.server";

/** Public banner endpoint (spec: GET /api/advert-banners/active); the admin endpoints join it later. */
export function bannerApiRouter({ db, production }: { db: Db; production: boolean }): express.Router {
  const router = express.Router();
  router.get("/advert-banners/active", async (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json(await listActiveBanners(db, { production }));
  });
  return router;
}
