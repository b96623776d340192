import express from "express";
import { DEFAULT_LANG, type Lang, localePath, readLang } from "../../i18n/languages";
import { catalogueFor } from "../../i18n/catalogues.server";
import type { Db } from "../../db/client.server";
import type { FormOutcome, FormRequest, FormService } from "./forms.server";
import { confirmSubscription, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe, unsubscribeLinkLanguage } from "./newsletter.server";
import { INQUIRY_API_PATH, INQUIRY_KINDS } from "./inquiry-kinds";
import { siteOriginOf } from "../../http/site-origin.server";

/** The visitor's language: the body's `language`, else Content-Language, else Accept-Language, else Armenian. */
function requestLang(req: express.Request, body: Record<string, unknown>): Lang {
  return readLang(body.language) ?? readLang(req.get("content-language")) ?? readLang(req.get("accept-language")) ?? DEFAULT_LANG;
}

function send(res: express.Response, outcome: FormOutcome) {
  if (outcome.retryAfterSeconds) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  res.status(outcome.status).json(outcome.body);
}

/**
 * docs/product.md §10: POST /api/subscribe and the four inquiry endpoints; and the
 * newsletter's confirmation and one-click unsubscribe (RFC 8058) endpoints.
 */
export function formsApiRouter({ forms, db }: { forms: FormService; db: Db }): express.Router {
  const router = express.Router();

  function handle(run: (body: Record<string, unknown>, request: FormRequest) => Promise<FormOutcome>): express.RequestHandler {
    return async (req, res) => {
      const body: unknown = req.body;
      const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
      const lang = requestLang(req, fields ?? {});
      if (!fields) {
        res.status(400).json({ success: false, message: "Send the form's fields as a JSON object." });
        return;
      }
      send(res, await run(fields, { lang, clientKey: req.ip ?? "unknown", origin: siteOriginOf(req) }));
    };
  }

  router.post("/subscribe", handle((body, request) => forms.subscribe(body, request)));
  for (const kind of INQUIRY_KINDS) {
    router.post(`/${INQUIRY_API_PATH[kind]}`, handle((body, request) => forms.submitInquiry(kind, body, request)));
  }

  // What the confirmation page does, for clients of the API.
  router.post("/newsletter/confirm", async (req, res) => {
    const raw: unknown = req.body ?? {};
    const body = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const token = body.token ?? req.query.token;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw) || typeof token !== "string") {
      res.status(400).json({ success: false, message: 'Send the token from the link as a JSON object: {"token": "..."}.', code: "invalid_body" });
      return;
    }
    const t = catalogueFor(requestLang(req, body)).newsletter;
    res.setHeader("Cache-Control", "no-store");
    if ((await confirmSubscription(db, token)) === "confirmed") res.json({ success: true, message: t.confirmedTitle });
    else res.status(404).json({ success: false, message: t.confirmInvalidTitle, code: "invalid_token" });
  });

  // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page with the button.
  router.get("/newsletter/unsubscribe", async (req, res) => {
    const lang = (await unsubscribeLinkLanguage(db, req.query.token)) ?? DEFAULT_LANG;
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, `${localePath(lang, NEWSLETTER_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`);
  });

  router.post("/newsletter/unsubscribe", async (req, res) => {
    const lang = (await unsubscribeLinkLanguage(db, req.query.token)) ?? requestLang(req, {});
    const t = catalogueFor(lang).newsletter;
    res.setHeader("Cache-Control", "no-store");
    if ((await unsubscribe(db, req.query.token)) === "removed") res.json({ success: true, message: t.unsubscribedTitle });
    else res.status(404).json({ success: false, message: t.unsubscribeInvalid, code: "invalid_token" });
  });
  return router;
}
