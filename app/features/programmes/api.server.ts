import express from "express";
import { z } from "zod";
import type { Db } from "../../db/client.server";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { keepAnswer, LANGUAGE_QUERY } from "../../http/server-cache-policy";
import { requireAdmin } from "../admin-auth/public.server";
import { eventIdSchema } from "../concerts/public.server";
import { type CatalogueView, createProgrammes, publicProgramme } from "./programmes.server";
import { addPastConcert, pastConcertRecord } from "./concert-records.server";
import { requestLanguage } from "../../http/request-language.server";
import { programmeSheet } from "./programme-sheet.server";
import { LANGS } from "../../i18n/languages";

const eventIdParam = (value: unknown) => parseBody(z.object({ eventId: eventIdSchema }), { eventId: value }, "invalid_id").eventId;

/**
 * The admin's concert list and programme editor (`GET /api/admin/concerts`; `POST` adds a concert of an earlier
 * season that the provider never listed,
 * `GET/PUT /api/admin/concerts/{eventId}/programme`, editors and admins), and the public read
 * `GET /api/concerts/{eventId}/programme?language=` (published languages of concerts still in the
 * catalogue, or that have taken place and were recorded; kept like the other public reads).
 * `GET /api/admin/concerts/{eventId}/programme-sheet`: the digital programme's QR codes for the printed sheet, on
 * `publicOrigin` (from the configuration, never from a request).
 */
export function programmesApiRouter({ db, catalogue, publicOrigin }: { db: Db; catalogue: CatalogueView; publicOrigin: { url: string; configured: boolean } }): express.Router {
  const router = express.Router();
  const guard = requireAdmin(db);
  const programmes = createProgrammes(db, catalogue);

  router.get("/admin/concerts", guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await programmes.listConcerts(req.query));
  });
  router.post("/admin/concerts", guard, async (req, res) => {
    res.status(201).json(await addPastConcert(db, req.body));
  });
  router.get("/admin/concerts/:eventId/programme", guard, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await programmes.get(eventIdParam(req.params.eventId)));
  });
  router.put("/admin/concerts/:eventId/programme", guard, async (req, res) => {
    res.json(await programmes.save(eventIdParam(req.params.eventId), req.body));
  });
  router.get("/admin/concerts/:eventId/programme-sheet", guard, async (req, res) => {
    const eventId = eventIdParam(req.params.eventId);
    const programme = await programmes.get(eventId);
    res.setHeader("Cache-Control", "no-store");
    res.json(await programmeSheet(publicOrigin, eventId, LANGS.map((lang) => programme.translations[lang]?.published ?? false)));
  });
  router.get("/concerts/:eventId/programme", async (req, res) => {
    const eventId = eventIdParam(req.params.eventId);
    const lang = requestLanguage(req, { strict: true });
    const [programme, inCatalogue] = await Promise.all([publicProgramme(db, eventId, lang), catalogue.getEvent(eventId, lang)]);
    const shown = inCatalogue ?? (programme ? await pastConcertRecord(db, eventId, lang) : null);
    if (!programme || !shown) throw new ApiError("not_found", "This concert has no published programme in this language");
    res.setHeader("Cache-Control", "no-cache");
    keepAnswer(res, LANGUAGE_QUERY);
    res.json(programme);
  });
  return router;
}
