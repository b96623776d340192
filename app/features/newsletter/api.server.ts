import express from "express";
import type { Db } from "../../db/client.server";
import { formEndpoint } from "../../forms/public-form.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { DEFAULT_LANG, localePath } from "../../i18n/languages";
import { confirmSubscription, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribe, unsubscribeLinkLanguage } from "./newsletter.server";
import type { SubscriptionService } from "./subscribe.server";
import { requestLanguage } from "../../http/request-language.server";
import { statusOf } from "../../http/error-codes";

/**
 * docs/product.md §10: POST /api/subscribe, and the newsletter's confirmation and one-click
 * unsubscribe (RFC 8058) endpoints.
 */
export function newsletterApiRouter({ forms, db }: { forms: SubscriptionService; db: Db }): express.Router {
  const router = express.Router();

  router.post("/subscribe", formEndpoint((body, request) => forms.subscribe(body, request)));

  // What the confirmation page does, for clients of the API.
  router.post("/newsletter/confirm", async (req, res) => {
    const raw: unknown = req.body ?? {};
    const body = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const token = body.token ?? req.query.token;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw) || typeof token !== "string") {
      res.status(statusOf("invalid_body")).json({ success: false, message: 'Send the token from the link as a JSON object: {"token": "..."}.', code: "invalid_body" });
      return;
    }
    const t = catalogueFor(requestLanguage(req)).newsletter;
    res.setHeader("Cache-Control", "no-store");
    const result = await confirmSubscription(db, token);
    if (result === "confirmed") res.json({ success: true, message: t.confirmedTitle });
    else if (result === "bounced") res.status(statusOf("address_bounced")).json({ success: false, message: t.confirmBouncedTitle, code: "address_bounced" });
    else res.status(statusOf("invalid_token")).json({ success: false, message: t.confirmInvalidTitle, code: "invalid_token" });
  });

  // A mail client that opens the List-Unsubscribe address instead of posting to it gets the page with the button.
  router.get("/newsletter/unsubscribe", async (req, res) => {
    const lang = (await unsubscribeLinkLanguage(db, req.query.token)) ?? DEFAULT_LANG;
    const token = typeof req.query.token === "string" ? req.query.token : "";
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, `${localePath(lang, NEWSLETTER_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`);
  });

  router.post("/newsletter/unsubscribe", async (req, res) => {
    const lang = (await unsubscribeLinkLanguage(db, req.query.token)) ?? requestLanguage(req);
    const t = catalogueFor(lang).newsletter;
    res.setHeader("Cache-Control", "no-store");
    if ((await unsubscribe(db, req.query.token)) === "removed") res.json({ success: true, message: t.unsubscribedTitle });
    else res.status(statusOf("invalid_token")).json({ success: false, message: t.unsubscribeInvalid, code: "invalid_token" });
  });
  return router;
}
