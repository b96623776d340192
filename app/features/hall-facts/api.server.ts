import express from "express";
import type { Db } from "../../db/client.server";
import type { Actor, DocumentState } from "../../db/published-documents.server";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { parseRecordId } from "../../http/record-id";
import { keepAnswer } from "../../http/server-cache-policy";
import { requireAdmin } from "../admin-auth/public.server";
import { HALL_FACTS_DOCUMENT, hallFactsStore, readHallFacts } from "./facts.server";
import { type HallFacts, HALL_FACTS_REFUSALS, publishSchema, saveDraftSchema } from "./schema";

const actorOf = (res: express.Response): Actor => ({ id: res.locals.admin?.adminId ?? null, name: res.locals.admin?.username ?? "" });

/**
 * The hall facts (docs/decisions/030-publishing-drafts-versions-schedules.md): admins read and save
 * the draft, publish it now or at a time, unschedule, list the versions and restore one as the
 * draft; editors may read, not write. `GET /api/facts` is the published facts, for anyone.
 */
export function hallFactsApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const store = hallFactsStore(db);
  const read = requireAdmin(db);
  const write = requireAdmin(db, { role: "admin" });
  const noStore = (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  const state = async (): Promise<DocumentState<HallFacts>> => {
    const found = await store.state(HALL_FACTS_DOCUMENT);
    if (!found) throw new ApiError("not_found", "The hall facts are missing");
    return found;
  };

  router.get("/facts", async (_req, res) => {
    keepAnswer(res);
    res.json(await readHallFacts(db));
  });
  router.get("/admin/facts", read, noStore, async (_req, res) => {
    res.json(await state());
  });
  router.put("/admin/facts/draft", write, noStore, async (req, res) => {
    const { facts, baseVersion } = parseBody(saveDraftSchema, req.body, { code: "invalid_hall_facts", refusals: HALL_FACTS_REFUSALS });
    await state();
    const outcome = await store.saveDraft(HALL_FACTS_DOCUMENT, facts, baseVersion, actorOf(res));
    if (!outcome.saved) {
      res.status(409).json({ code: "stale_version", message: HALL_FACTS_REFUSALS.stale_version, fields: {}, current: outcome.state });
      return;
    }
    res.json(outcome.state);
  });
  router.post("/admin/facts/publish", write, noStore, async (req, res) => {
    const { at } = parseBody(publishSchema, req.body ?? {}, "invalid_date");
    await state();
    const outcome = await store.publish(HALL_FACTS_DOCUMENT, actorOf(res), at ? new Date(at) : null);
    if ("refused" in outcome) throw new ApiError("invalid_hall_facts", `The draft cannot be published: ${outcome.refused}`);
    // The audit entry of this write names the version published, or the draft version scheduled.
    res.locals.auditEntityId = outcome.published !== null ? `version ${outcome.published}` : `draft ${outcome.state.version}`;
    res.json(outcome.state);
  });
  router.post("/admin/facts/unschedule", write, noStore, async (_req, res) => {
    await state();
    res.json(await store.unschedule(HALL_FACTS_DOCUMENT));
  });
  router.get("/admin/facts/versions", read, noStore, async (_req, res) => {
    await state();
    res.json((await store.versions(HALL_FACTS_DOCUMENT)).map(({ id, number, at, by, summary }) => ({ id, number, at, by, summary })));
  });
  router.post("/admin/facts/versions/:id/restore", write, noStore, async (req, res) => {
    const id = parseRecordId(req.params.id);
    await state();
    const restored = await store.restore(HALL_FACTS_DOCUMENT, id, actorOf(res));
    if (!restored) throw new ApiError("not_found", "There is no such version of the hall facts");
    res.locals.auditEntityId = `version ${restored.number}`;
    res.json(restored.state);
  });
  return router;
}
