import express from "express";
import { formatOfStoredName, type LocalMediaStorage, STORED_NAME } from "./storage.server";

/**
 * `GET /uploads/<name>` for media on local disk. Only names shaped like our stored names are looked
 * up, so no path can leave the folder; the type comes from the extension, which came from sniffing.
 * `sendFile` answers Range requests (video seeking) and conditional requests.
 */
export function localMediaRouter(storage: LocalMediaStorage): express.Router {
  const router = express.Router();
  router.get("/uploads/:name", (req, res, next) => {
    const { name } = req.params;
    if (!STORED_NAME.test(name)) {
      res.sendStatus(404);
      return;
    }
    res.setHeader("Content-Type", formatOfStoredName(name).contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Disposition", "inline");
    res.sendFile(storage.filePath(name), { cacheControl: false, dotfiles: "deny" }, (error?: Error & { code?: string; status?: number }) => {
      // Once headers are out the error is the client going away mid-file: nothing left to answer.
      if (!error || res.headersSent) return;
      if (error.status !== 404) {
        next(error);
        return;
      }
      res.removeHeader("Cache-Control");
      res.removeHeader("Content-Disposition");
      res.sendStatus(404);
    });
  });
  return router;
}
