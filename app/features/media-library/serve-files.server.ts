import express from "express";
import type { LocalMediaStorage } from "../media-uploads/public.server";
import { DERIVED_NAME } from "./derivatives.server";

/**
 * `GET /uploads/lib-<hash>.avif|webp`: the library's derived files on local disk, named by their content's
 * hash, so they are cached for a year and never change. Mounted before the uploads' own router.
 */
export function libraryFilesRouter(storage: LocalMediaStorage): express.Router {
  const router = express.Router();
  router.get("/uploads/:name", (req, res, next) => {
    const { name } = req.params;
    if (!DERIVED_NAME.test(name)) {
      next();
      return;
    }
    res.setHeader("Content-Type", name.endsWith(".avif") ? "image/avif" : "image/webp");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(storage.filePath(name), { cacheControl: false, dotfiles: "deny" }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return;
      if (error.status !== 404) {
        next(error);
        return;
      }
      res.removeHeader("Cache-Control");
      res.sendStatus(404);
    });
  });
  return router;
}
