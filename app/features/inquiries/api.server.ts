import express from "express";
import { DEFAULT_LANG, type Lang, readLang } from "../../i18n/languages";
import type { FormOutcome, FormService } from "./forms.server";
import { INQUIRY_API_PATH, INQUIRY_KINDS } from "./inquiry-kinds";

/** The visitor's language: the body's `language`, else Content-Language, else Accept-Language, else Armenian. */
function requestLang(req: express.Request, body: Record<string, unknown>): Lang {
  return readLang(body.language) ?? readLang(req.get("content-language")) ?? readLang(req.get("accept-language")) ?? DEFAULT_LANG;
}

function send(res: express.Response, outcome: FormOutcome) {
  if (outcome.retryAfterSeconds) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  res.setHeader("Cache-Control", "no-store");
  res.status(outcome.status).json(outcome.body);
}

/** docs/product.md §10: POST /api/subscribe and the four inquiry endpoints. */
export function formsApiRouter({ forms }: { forms: FormService }): express.Router {
  const router = express.Router();

  function handle(run: (body: Record<string, unknown>, lang: Lang, clientKey: string) => Promise<FormOutcome>): express.RequestHandler {
    return async (req, res) => {
      const body: unknown = req.body;
      const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
      const lang = requestLang(req, fields ?? {});
      if (!fields) {
        res.status(400).json({ success: false, message: "Send the form's fields as a JSON object." });
        return;
      }
      send(res, await run(fields, lang, req.ip ?? "unknown"));
    };
  }

  router.post("/subscribe", handle((body, lang, client) => forms.subscribe(body, lang, client)));
  for (const kind of INQUIRY_KINDS) {
    router.post(`/${INQUIRY_API_PATH[kind]}`, handle((body, lang, client) => forms.submitInquiry(kind, body, lang, client)));
  }
  return router;
}
