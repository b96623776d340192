import express from "express";
import type { Db } from "../../db/client.server";
import { formatOfStoredName, type LocalMediaStorage, objectKeyOf, STORED_NAME } from "./storage.server";
import { isServable } from "./upload-slots.server";

// Names already found claimed: a claim is never taken back, so they are not looked up again (bounded, oldest out first).
const KNOWN_SERVABLE_MAX = 10_000;

/**
 * `GET /uploads/<name>` for media on local disk. Only names shaped like our stored names are looked
 * up, so no path can leave the folder; the type comes from the extension, which came from sniffing.
 * `sendFile` answers Range requests (video seeking) and conditional requests. The file of an upload no record has
 * claimed yet answers 404: the site is no file host (the admin screens preview a picture from the browser's own copy).
 */
export function localMediaRouter(storage: LocalMediaStorage, db: Db): express.Router {
  const router = express.Router();
  const knownServable = new Set<string>();
  async function servable(name: string): Promise<boolean> {
    if (knownServable.has(name)) return true;
    if (!(await isServable(db, objectKeyOf(name)))) return false;
    if (knownServable.size >= KNOWN_SERVABLE_MAX) knownServable.delete(knownServable.values().next().value!);
    knownServable.add(name);
    return true;
  }
  router.get("/uploads/:name", async (req, res, next) => {
    const { name } = req.params;
    if (!STORED_NAME.test(name)) {
      res.sendStatus(404);
      return;
    }
    try {
      if (!(await servable(name))) {
        res.sendStatus(404);
        return;
      }
    } catch (error) {
      next(error);
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
