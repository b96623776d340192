import type { Db } from "../../db/client.server";
import { isDatabaseUnavailable } from "../../db/unavailable.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import type { Lang } from "../../i18n/languages";
import type { RateLimiter } from "../../security/rate-limit.server";
import { HONEYPOT_FIELD, INQUIRY_LIVE_TYPE, type InquiryField, type InquiryKind, SUBSCRIBER_LIVE_TYPE } from "./inquiry-kinds";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { checkInquiry, checkSubscription, type InquiryValues } from "./validation";
import { enqueueMail } from "../mail/outbox.server";
import { acknowledgementMessage, staffNoticeMessage } from "./inquiry-mail.server";
import { confirmationMessage, requestSubscription } from "./newsletter.server";

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
  mail: {
    /** Origin of the links in messages; without it, the origin the request came to. */
    publicUrl: string | undefined;
    /** Who is told of each inquiry (none: only the visitor is answered). */
    staff: string[];
    /** Called after a commit that queued mail. */
    wake(): void;
  };
};

/** Where a form was sent from: the visitor's language, the client the rate limit counts, and the site's origin as the request named it. */
export type FormRequest = { lang: Lang; clientKey: string; origin: string };

async function store(db: Db, kind: InquiryKind, value: InquiryValues, language: Lang): Promise<Date> {
  const person = { name: value.name!, email: value.email!, phone: value.phone!, language };
  const [row] =
    kind === "rental"
      ? await db.insert(INQUIRY_TABLES.rental).values({ ...person, hall: value.hall!, eventType: value.eventType! }).returning()
      : await db.insert(INQUIRY_TABLES[kind]).values({ ...person, surname: value.surname!, message: value.message! }).returning();
  return row!.createdAt;
}

/**
 * The public forms' one path: rate limit per client, honeypot, validation, storage with the
 * messages it causes (one transaction), and a live notice to signed-in staff. A filled honeypot
 * is answered like a success and nothing is stored or sent.
 */
export function createFormService({ db, publish, limiter, mail }: FormServiceOptions) {
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
    submitInquiry(kind: InquiryKind, input: Record<string, unknown>, { lang, clientKey, origin }: FormRequest): Promise<FormOutcome> {
      return unlessUnavailable(lang, async () => {
        const t = catalogueFor(lang).forms;
        const limited = await refused(lang, clientKey);
        if (limited) return limited;
        if (input[HONEYPOT_FIELD]) return { status: 201, body: { success: true, message: t.sent } };
        const checked = checkInquiry(kind, input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.problems[checked.problem], field: checked.field } };
        const links = mail.publicUrl ?? origin;
        await db.transaction(async (tx) => {
          const at = await store(tx, kind, checked.value, lang);
          await enqueueMail(tx, "inquiry-acknowledgement", acknowledgementMessage(kind, checked.value, lang, at));
          if (mail.staff.length) await enqueueMail(tx, "inquiry-staff", staffNoticeMessage(kind, checked.value, lang, at, links, mail.staff));
        });
        mail.wake();
        publish({ type: INQUIRY_LIVE_TYPE[kind], data: { name: checked.value.name!, timestamp: new Date().toISOString() } });
        return { status: 201, body: { success: true, message: t.sent } };
      });
    },

    /**
     * Double opt-in: a new address is stored as pending and sent a confirmation link. Every
     * answer is the same (check your inbox), whether the address is new, pending or confirmed, so
     * the form reveals nothing about who is subscribed.
     */
    subscribe(input: Record<string, unknown>, { lang, clientKey, origin }: FormRequest): Promise<FormOutcome> {
      return unlessUnavailable(lang, async () => {
        const t = catalogueFor(lang);
        const limited = await refused(lang, clientKey);
        if (limited) return limited;
        const welcome: FormOutcome = { status: 201, body: { success: true, message: t.newsletter.subscribed } };
        if (input[HONEYPOT_FIELD]) return welcome;
        const checked = checkSubscription(input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.forms.problems.email, field: "email" } };
        const { email } = checked.value;
        const request = await db.transaction(async (tx) => {
          const asked = await requestSubscription(tx, email, lang);
          if (asked.token && asked.unsubscribeToken) {
            const message = confirmationMessage({ email, lang, origin: mail.publicUrl ?? origin, token: asked.token, unsubscribeToken: asked.unsubscribeToken });
            await enqueueMail(tx, "newsletter-confirmation", message);
          }
          return asked;
        });
        if (request.token) mail.wake();
        if (request.created) publish({ type: SUBSCRIBER_LIVE_TYPE, data: { email, timestamp: new Date().toISOString() } });
        return welcome;
      });
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;

/** How long a visitor is asked to wait when the database is out of reach. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** Per client address: ten submissions of any public form in ten minutes. */
export const FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
