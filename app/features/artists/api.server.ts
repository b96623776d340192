import express from "express";
import type { Db } from "../../db/client.server";
import { parseRecordId } from "../../http/record-id";
import { requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import { createArtists } from "./artists.server";

/** Issue 24: `GET/POST /api/admin/artists`, `PUT/DELETE /api/admin/artists/{id}`; editors and admins (content role). */
export function artistsApiRouter({ db, claimMedia }: { db: Db; claimMedia: ClaimMedia }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const service = createArtists(db, claimMedia);
  router.get("/admin/artists", guard, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await service.list());
  });
  router.post("/admin/artists", guard, async (req, res) => {
    res.status(201).json(await service.create(req.body));
  });
  router.get("/admin/artists/:id", guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await service.one(parseRecordId(req.params.id)));
  });
  router.put("/admin/artists/:id", guard, async (req, res) => {
    res.json(await service.update(parseRecordId(req.params.id), req.body));
  });
  router.delete("/admin/artists/:id", guard, async (req, res) => {
    await service.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
