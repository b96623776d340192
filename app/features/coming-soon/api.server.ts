import express from "express";
import { ApiError } from "../../http/api-error";
import { parseRecordId } from "../../http/record-id";
import type { Db } from "../../db/client.server";
import { optionalAdmin, requireAdmin } from "../admin-auth/public.server";
import { listComingSoon } from "./coming-soon.server";
import type { ClaimMedia } from "../media-uploads/public";
import { createComingSoonAdmin } from "./coming-soon-admin.server";
import type { MediaStorage } from "../media-uploads/public.server";
import { keepAnswer, LANGUAGE_QUERY } from "../../http/server-cache-policy";
import { requestLanguage } from "../../http/request-language.server";

const PATH = "/events/coming-soon";

/**
 * docs/product.md §10 and §12: visitors read published cards in one language; with
 * `includeInactive=true` an admin reads every event with its three translations. Writes are guarded.
 */
export function comingSoonApiRouter({ db, claimMedia, storage }: { db: Db; claimMedia: ClaimMedia; storage: MediaStorage }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const events = createComingSoonAdmin(db, claimMedia, storage);

  router.get(PATH, async (req, res) => {
    if (req.query.includeInactive === "true") {
      if (!(await optionalAdmin(db, req.headers.authorization))) throw new ApiError("unauthorized", "Authentication required");
      res.setHeader("Cache-Control", "no-store");
      res.json(await events.list());
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    keepAnswer(res, ["includeInactive", ...LANGUAGE_QUERY]);
    res.json(await listComingSoon(db, requestLanguage(req)));
  });
  router.post(PATH, guard, async (req, res) => {
    const created = await events.create(req.body);
    res.status(201).json(created);
  });
  router.put(`${PATH}/:id`, guard, async (req, res) => {
    const updated = await events.update(parseRecordId(req.params.id), req.body);
    res.json(updated);
  });
  router.patch(`${PATH}/:id/toggle-status`, guard, async (req, res) => {
    const updated = await events.setActive(parseRecordId(req.params.id), req.body);
    res.json(updated);
  });
  router.delete(`${PATH}/:id`, guard, async (req, res) => {
    await events.remove(parseRecordId(req.params.id));
    res.status(204).end();
  });
  return router;
}
