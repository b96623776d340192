import type express from "express";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { catalogueFor } from "../i18n/catalogues.server";
import type { Lang } from "../i18n/languages";
import { addressKey, type RateLimiter } from "../security/rate-limit.server";
import { siteOriginOf } from "../http/site-origin.server";
import { requestLanguage } from "../http/request-language.server";
import { isJsonObject } from "../http/json-object";

/** What a form submission came to, in the visitor's language; the API and the page actions both answer with it. */
export type FormOutcome = {
  /** 202: taken, to be acted on later (an alert). */
  status: 200 | 201 | 202 | 400 | 429 | 503;
  /**
   * `fields`: every refused field with its problem key, so a form can mark them all at once.
   * `code`: the refusal's code for API clients (`unavailable` with a 503); `ok`: the alerts' API spelling of success.
   */
  body: { success: boolean; ok?: boolean; message: string; field?: string; code?: string; fields?: Record<string, string> };
  retryAfterSeconds?: number;
};

/**
 * Where a form was sent from: the visitor's language, the client the rate limit counts, and the
 * site's origin for the links in messages, from configuration (app/http/site-origin.server.ts).
 */
export type FormRequest = { lang: Lang; clientKey: string; origin: string };

/** How long a visitor is asked to wait when the database is out of reach. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** Per client address: ten submissions of any public form in ten minutes. */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * What every public form does before its own work: the rate limit per client (shared by all the
 * forms), and, with the database out of reach, the visitor told so in their language.
 */
export function createFormGuard(limiter: RateLimiter) {
  return async function guarded(request: FormRequest, submit: () => Promise<FormOutcome>): Promise<FormOutcome> {
    try {
      const { allowed, retryAfterSeconds } = await limiter.hit(addressKey(request.clientKey));
      if (!allowed) return { status: 429, body: { success: false, message: catalogueFor(request.lang).forms.problems.rateLimited, code: "rate_limited" }, retryAfterSeconds };
      return await submit();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const message = catalogueFor(request.lang).forms.problems.unavailable;
      return { status: 503, body: { success: false, message, code: "unavailable" }, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    }
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;

/** An API endpoint of a public form: a JSON object in, the outcome out (with Retry-After when asked to wait). */
export function formEndpoint(run: (body: Record<string, unknown>, request: FormRequest) => Promise<FormOutcome>): express.RequestHandler {
  return async (req, res) => {
    const body: unknown = req.body;
    const fields = isJsonObject(body) ? body : null;
    const lang = requestLanguage(req);
    if (!fields) {
      res.status(400).json({ success: false, message: "Send the form's fields as a JSON object." });
      return;
    }
    const outcome = await run(fields, { lang, clientKey: req.ip ?? "unknown", origin: siteOriginOf(req) });
    if (outcome.retryAfterSeconds) res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    res.status(outcome.status).json(outcome.body);
  };
}
