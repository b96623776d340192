import express from "express";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { optionalAdmin, requireAdmin } from "../admin-auth/public.server";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { createStaffDirectory } from "./staff.server";
import { ApiError } from "../../http/api-error";
import { requestLanguage } from "../../http/request-language.server";

/**
 * docs/product.md §10 and §12: `GET /api/staff?language=` for visitors, `?admin=true` (guarded) with
 * every translation, and the guarded writes. Public answers revalidate by ETag on every read, so a
 * write is visible at once on every instance without a shared cache to invalidate.
 */
export function staffApiRouter({ db, claimMedia, storage }: { db: Db; claimMedia: ClaimMedia; storage: MediaStorage }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const staff = createStaffDirectory(db, claimMedia, storage);

  router.get("/staff", async (req, res) => {
    if (req.query.admin === "true") {
      if (!(await optionalAdmin(db, req.headers.authorization))) throw new ApiError("unauthorized", "Authentication required");
      res.setHeader("Cache-Control", "no-store");
      res.json(await staff.listForAdmin());
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.json(await staff.listPublic(requestLanguage(req)));
  });
  router.post("/staff", guard, async (req, res) => {
    res.status(201).json(await staff.create(req.body));
  });
  router.put("/staff/:id", guard, async (req, res) => {
    res.json(await staff.update(parseRecordId(req.params.id), req.body));
  });
  router.delete("/staff/:id", guard, async (req, res) => {
    await staff.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
