import express, { type RequestHandler } from "express";
import type { Db } from "../../db/client.server";
import { ApiError } from "../../http/api-error";
import { parseRecordId } from "../../http/record-id";
import { requestLanguage } from "../../http/request-language.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { MediaStorage } from "../media-uploads/public.server";
import { isGalleryKey, type GalleryKey } from "./gallery-keys";
import { createMediaLibrary, MediaConflict } from "./library.server";

const galleryKey = (value: unknown): GalleryKey => {
  if (!isGalleryKey(value)) throw new ApiError("unknown_gallery", "There is no gallery with this key", { key: "unknown_gallery" });
  return value;
};

/** Answers a conflict with its extra fields (the uses, or the item as it is now); other errors go on to the API's handler. */
const answerConflicts =
  (handler: RequestHandler): RequestHandler =>
  async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (error) {
      if (!(error instanceof MediaConflict)) throw error;
      res.status(409).json({ message: error.message, code: error.code, ...error.extra });
    }
  };

/**
 * The media library (docs/decisions/024-media-library.md): `GET/POST /api/admin/media`,
 * `GET/PUT/DELETE /api/admin/media/{id}`, `GET/PUT /api/admin/galleries/{key}` for editors and admins, and
 * the public `GET /api/galleries/{key}?language=`.
 */
export function mediaLibraryApiRouter({ db, storage }: { db: Db; storage: MediaStorage }): express.Router {
  const router = express.Router();
  const library = createMediaLibrary(db, storage);
  const editors = requireAdmin(db);
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };

  router.get("/admin/media", editors, noStore, async (req, res) => {
    res.json(await library.list(req.query, requestLanguage(req)));
  });
  router.post("/admin/media", editors, async (req, res) => {
    res.status(201).json(await library.create(req.body, res.locals.admin!.adminId, requestLanguage(req)));
  });
  router.get("/admin/media/:id", editors, noStore, async (req, res) => {
    res.json(await library.one(parseRecordId(req.params.id), requestLanguage(req)));
  });
  router.put(
    "/admin/media/:id",
    editors,
    answerConflicts(async (req, res) => {
      res.json(await library.update(parseRecordId(req.params.id), req.body, requestLanguage(req)));
    }),
  );
  router.delete(
    "/admin/media/:id",
    editors,
    answerConflicts(async (req, res) => {
      await library.remove(parseRecordId(req.params.id), requestLanguage(req));
      res.status(204).end();
    }),
  );
  router.get("/admin/galleries/:key", editors, noStore, async (req, res) => {
    res.json(await library.adminGallery(galleryKey(req.params.key), requestLanguage(req)));
  });
  router.put("/admin/galleries/:key", editors, async (req, res) => {
    res.json(await library.putGallery(galleryKey(req.params.key), req.body, requestLanguage(req)));
  });
  router.get("/galleries/:key", async (req, res) => {
    const key = galleryKey(req.params.key);
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json({ items: await library.publicGallery(key, requestLanguage(req, { strict: true })) });
  });
  return router;
}
