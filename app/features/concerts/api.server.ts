import express from "express";
import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import { EventHubError } from "../../eventhub/client.server";
import { PROVIDER_LANG } from "../../eventhub/provider-schema";
import type { ConcertCatalogue } from "./catalogue.server";
import { allDatabaseEventRows, findDatabaseEventRows } from "./database-events.server";
import { chartRequestSchema, EVENT_ID_MESSAGE, eventIdSchema } from "./schema";
import { keepAnswer, LANGUAGE_QUERY } from "../../http/server-cache-policy";
import { siteOriginOf } from "../../http/site-origin.server";
import { requestLanguage } from "../../http/request-language.server";

type ConcertApiOptions = { catalogue: ConcertCatalogue; db: Db };

function parseEventId(value: unknown): string {
  const parsed = eventIdSchema.safeParse(value);
  if (!parsed.success) throw new ApiError("invalid_event_id", EVENT_ID_MESSAGE);
  return parsed.data;
}

/**
 * The concert endpoints of docs/product.md §10. The `eventhub-proxy` ones answer from our
 * catalogue, which calls the provider with the server's own token: no token is ever
 * issued to or accepted from a browser.
 */
export function concertApiRouter({ catalogue, db }: ConcertApiOptions): express.Router {
  const router = express.Router();

  router.all("/eventhub-proxy/Partner/Authorize", () => {
    throw new ApiError("not_found", "Not available: the ticketing token belongs to the server");
  });

  router.get("/eventhub-proxy/Event/GetEvents", async (req, res) => {
    const lang = requestLanguage(req);
    const { events, source } = await catalogue.listEvents(lang);
    res.setHeader("X-Catalogue-Source", source);
    res.setHeader("Cache-Control", "public, max-age=30");
    res.setHeader("Vary", "Content-Language");
    keepAnswer(res, LANGUAGE_QUERY);
    res.json(events);
  });

  router.post("/eventhub-proxy/Event/GetChart", async (req, res) => {
    const input = chartRequestSchema.safeParse(req.body ?? {});
    if (!input.success) {
      const eventIdProblem = input.error.issues.some((issue) => issue.path[0] === "eventId");
      throw new ApiError("invalid_chart_request", eventIdProblem ? EVENT_ID_MESSAGE : "backUrl must be a link to this site");
    }
    if (new URL(input.data.backUrl).origin !== siteOriginOf(req)) {
      throw new ApiError("invalid_back_url", "backUrl must be a link to this site");
    }
    const lang = requestLanguage(req);
    try {
      const chartUrl = await catalogue.getChart({ eventId: input.data.eventId, backUrl: input.data.backUrl, language: PROVIDER_LANG[lang] });
      res.setHeader("Cache-Control", "no-store");
      res.json({ chartUrl });
    } catch (error) {
      const message = error instanceof EventHubError ? error.message : "Failed to get event chart";
      throw new ApiError("chart_unavailable", message);
    }
  });

  router.get("/eventhub-proxy/Event/:eventId", async (req, res) => {
    const id = parseEventId(req.params.eventId);
    const lang = requestLanguage(req);
    const found = await catalogue.getEvent(id, lang);
    if (!found) throw new ApiError("event_not_found", "Event not found");
    res.setHeader("X-Catalogue-Source", found.source);
    res.setHeader("Cache-Control", "no-store");
    res.json(found.event);
  });

  router.get("/events", async (req, res) => {
    keepAnswer(res, ["id"]);
    if (req.query.id !== undefined) {
      const rows = await findDatabaseEventRows(db, parseEventId(req.query.id));
      if (rows.length === 0) throw new ApiError("event_not_found", "Event not found in database");
      res.json(rows);
      return;
    }
    res.json(await allDatabaseEventRows(db));
  });

  return router;
}
