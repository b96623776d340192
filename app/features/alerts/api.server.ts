import express from "express";
import type { Db } from "../../db/client.server";
import { formEndpoint } from "../../forms/public-form.server";
import { requestLanguage } from "../../http/request-language.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { DEFAULT_LANG, localePath } from "../../i18n/languages";
import { requireAdmin } from "../admin-auth/public.server";
import type { AlertService } from "./alert-service.server";
import { ALERTS_STOP_PATH, confirmAlertAddress, stopAlerts, stopLinkLanguage } from "./alerts.server";
import { waitingCounts } from "./waiting.server";
import { isJsonObject } from "../../http/json-object";

/**
 * `POST /api/alerts`, the confirmation for clients of the API, and the stop endpoints: one alert,
 * or with `all=1` every alert of the address; mail clients POST here for RFC 8058's one click.
 * Staff (editors and admins) read how many addresses wait on each concert, artist and series.
 */
export function alertsApiRouter({ alerts, db }: { alerts: AlertService; db: Db }): express.Router {
  const router = express.Router();

  router.post("/alerts", formEndpoint((body, request) => alerts.request(body, request)));

  router.post("/alerts/confirm", async (req, res) => {
    const body: unknown = req.body;
    const token = isJsonObject(body) ? body.token : undefined;
    const t = catalogueFor(requestLanguage(req)).alerts;
    res.setHeader("Cache-Control", "no-store");
    if (typeof token !== "string") {
      res.status(400).json({ ok: false, code: "invalid_body", message: 'Send the token from the link as a JSON object: {"token": "..."}.' });
      return;
    }
    if ((await confirmAlertAddress(db, token)) === "confirmed") res.json({ ok: true, message: t.confirmedTitle });
    else res.status(404).json({ ok: false, code: "invalid_token", message: t.confirmInvalidTitle });
  });

  // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page with the buttons.
  router.get("/alerts/unsubscribe", async (req, res) => {
    const lang = (await stopLinkLanguage(db, req.query.token)) ?? DEFAULT_LANG;
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, `${localePath(lang, ALERTS_STOP_PATH)}?token=${encodeURIComponent(token)}${req.query.all === "1" ? "&all=1" : ""}`);
  });

  router.post("/alerts/unsubscribe", async (req, res) => {
    const lang = (await stopLinkLanguage(db, req.query.token)) ?? requestLanguage(req);
    const t = catalogueFor(lang).alerts;
    const all = req.query.all === "1";
    res.setHeader("Cache-Control", "no-store");
    if ((await stopAlerts(db, req.query.token, all)) === "stopped") res.json({ ok: true, message: all ? t.stoppedAll : t.stoppedOne });
    else res.status(404).json({ ok: false, code: "invalid_token", message: t.stopInvalid });
  });

  router.get("/admin/alerts/waiting", requireAdmin(db), async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await waitingCounts(db));
  });
  return router;
}
