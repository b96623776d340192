import type { Db } from "../../db/client.server";
import { subscribers } from "../../db/schema";
import { isDatabaseUnavailable } from "../../db/unavailable.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import type { Lang } from "../../i18n/languages";
import type { RateLimiter } from "../../security/rate-limit.server";
import { HONEYPOT_FIELD, INQUIRY_LIVE_TYPE, type InquiryField, type InquiryKind, SUBSCRIBER_LIVE_TYPE } from "./inquiry-kinds";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { checkInquiry, checkSubscription, type InquiryValues } from "./validation";

/** What a form submission came to, in the visitor's language; the API and the page actions both answer with it. */
export type FormOutcome = {
  status: 200 | 201 | 400 | 429 | 503;
  body: { success: boolean; message: string; field?: InquiryField; code?: "unavailable" };
  retryAfterSeconds?: number;
};

export type FormServiceOptions = {
  db: Db;
  publish(message: { type: string; data: Record<string, string> }): void;
  limiter: RateLimiter;
};

async function store(db: Db, kind: InquiryKind, value: InquiryValues) {
  const person = { name: value.name!, email: value.email!, phone: value.phone! };
  if (kind === "rental") {
    await db.insert(INQUIRY_TABLES.rental).values({ ...person, hall: value.hall!, eventType: value.eventType! });
    return;
  }
  await db.insert(INQUIRY_TABLES[kind]).values({ ...person, surname: value.surname!, message: value.message! });
}

/**
 * The public forms' one path: rate limit per client, honeypot, validation, storage, and a live
 * notice to signed-in staff. A filled honeypot is answered like a success and nothing is stored.
 */
export function createFormService({ db, publish, limiter }: FormServiceOptions) {
  async function refused(lang: Lang, clientKey: string): Promise<FormOutcome | null> {
    const { allowed, retryAfterSeconds } = await limiter.hit(clientKey);
    if (allowed) return null;
    return { status: 429, body: { success: false, message: catalogueFor(lang).forms.problems.rateLimited }, retryAfterSeconds };
  }

  /** With the database out of reach the visitor is told so in their language, and nothing is announced. */
  async function unlessUnavailable(lang: Lang, submit: () => Promise<FormOutcome>): Promise<FormOutcome> {
    try {
      return await submit();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const message = catalogueFor(lang).forms.problems.unavailable;
      return { status: 503, body: { success: false, message, code: "unavailable" }, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    }
  }

  return {
    submitInquiry(kind: InquiryKind, input: Record<string, unknown>, lang: Lang, clientKey: string): Promise<FormOutcome> {
      return unlessUnavailable(lang, async () => {
        const t = catalogueFor(lang).forms;
        const limited = await refused(lang, clientKey);
        if (limited) return limited;
        if (input[HONEYPOT_FIELD]) return { status: 201, body: { success: true, message: t.sent } };
        const checked = checkInquiry(kind, input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.problems[checked.problem], field: checked.field } };
        await store(db, kind, checked.value);
        publish({ type: INQUIRY_LIVE_TYPE[kind], data: { name: checked.value.name!, timestamp: new Date().toISOString() } });
        return { status: 201, body: { success: true, message: t.sent } };
      });
    },

    /** A repeated address is welcomed the same way and stored once, so the answer reveals nothing. */
    subscribe(input: Record<string, unknown>, lang: Lang, clientKey: string): Promise<FormOutcome> {
      return unlessUnavailable(lang, async () => {
        const t = catalogueFor(lang);
        const limited = await refused(lang, clientKey);
        if (limited) return limited;
        if (input[HONEYPOT_FIELD]) return { status: 201, body: { success: true, message: t.newsletter.subscribed } };
        const checked = checkSubscription(input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.forms.problems.email, field: "email" } };
        const created = await db
          .insert(subscribers)
          .values({ email: checked.value.email })
          .onConflictDoNothing()
          .returning({ id: subscribers.id });
        if (created.length) publish({ type: SUBSCRIBER_LIVE_TYPE, data: { email: checked.value.email, timestamp: new Date().toISOString() } });
        return { status: created.length ? 201 : 200, body: { success: true, message: t.newsletter.subscribed } };
      });
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;

/** How long a visitor is asked to wait when the database is out of reach. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** Per client address: ten submissions of any public form in ten minutes. */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
