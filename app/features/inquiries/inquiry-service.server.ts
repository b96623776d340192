import type { Db } from "../../db/client.server";
import type { FormGuard, FormOutcome, FormRequest } from "../../forms/public-form.server";
import { HONEYPOT_FIELD } from "../../forms/fields";
import { catalogueFor } from "../../i18n/catalogues.server";
import type { Lang } from "../../i18n/languages";
import { enqueueMail, enqueueMailWithin } from "../../mail/outbox.server";
import type { SiteContacts } from "../../site-config";
import { sql } from "drizzle-orm";
import { INQUIRY_LIVE_TYPE, type InquiryKind } from "./inquiry-kinds";
import { INQUIRY_TABLES } from "./inquiry-tables.server";
import { checkInquiry, type InquiryValues } from "./validation";
import { acknowledgementMessage, staffNoticeMessage } from "./inquiry-mail.server";

export type InquiryServiceOptions = {
  db: Db;
  publish(message: { type: string; data: Record<string, string> }): void;
  /** The rate limit and database-outage answer every public form shares. */
  guard: FormGuard;
  mail: {
    /** Who is told of each inquiry (none: only the visitor is answered). */
    staff: string[];
    /** Called after a commit that queued mail. */
    wake(): void;
  };
  /** The hall's contacts as admins saved them (site-settings' `publicContacts`), for acknowledgements. */
  contacts(): Promise<SiteContacts>;
};

async function store(db: Db, kind: InquiryKind, value: InquiryValues, language: Lang): Promise<Date> {
  const person = { name: value.name!, email: value.email!, phone: value.phone!, language };
  if (kind === "rental") {
    const [row] = await db.insert(INQUIRY_TABLES.rental).values({ ...person, hall: value.hall!, eventType: value.eventType! }).returning();
    return row!.createdAt;
  }
  const message = { ...person, surname: value.surname!, message: value.message! };
  if (kind === "visit") {
    const [row] = await db.insert(INQUIRY_TABLES.visit).values({ ...message, visitDate: value.visitDate || null, groupSize: value.groupSize ? Number(value.groupSize) : null }).returning();
    return row!.createdAt;
  }
  const [row] = await db.insert(INQUIRY_TABLES[kind]).values(message).returning();
  return row!.createdAt;
}

/**
 * The inquiry forms' one path: the shared guard (rate limit, database outage), honeypot,
 * validation, storage with the messages it causes (one transaction), and a live notice to
 * signed-in staff. A filled honeypot is answered like a success and nothing is stored or sent.
 */
export function createInquiryService({ db, publish, guard, mail, contacts }: InquiryServiceOptions) {
  return {
    submitInquiry(kind: InquiryKind, input: Record<string, unknown>, request: FormRequest): Promise<FormOutcome> {
      const { lang, origin } = request;
      return guard(request, async () => {
        const t = catalogueFor(lang).forms;
        if (input[HONEYPOT_FIELD]) return { status: 201, body: { success: true, message: t.sent } };
        const checked = checkInquiry(kind, input);
        if (!checked.ok) return { status: 400, body: { success: false, message: t.problems[checked.problem], field: checked.field, fields: checked.fields } };
        const hall = await contacts();
        await db.transaction(async (tx) => {
          const email = checked.value.email!;
          // Inquiries to one address wait on each other here, so the count below is exact across instances.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`acknowledgement:${email.toLowerCase()}`}))`);
          const at = await store(tx, kind, checked.value, lang);
          const acknowledgement = acknowledgementMessage(kind, email, lang, at, hall);
          await enqueueMailWithin(tx, "inquiry-acknowledgement", acknowledgement, ACKNOWLEDGEMENT_LIMIT.limit, ACKNOWLEDGEMENT_LIMIT.windowMs);
          if (mail.staff.length) await enqueueMail(tx, "inquiry-staff", staffNoticeMessage(kind, checked.value, lang, at, origin, mail.staff));
        });
        mail.wake();
        publish({ type: INQUIRY_LIVE_TYPE[kind], data: { name: checked.value.name!, timestamp: new Date().toISOString() } });
        return { status: 201, body: { success: true, message: t.sent } };
      });
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;

/**
 * Acknowledgements to one address: at most 3 in any 24 hours, counted in the outbox (so every
 * instance shares the count). Further inquiries are still stored and staff still told.
 */
export const ACKNOWLEDGEMENT_LIMIT = { limit: 3, windowMs: 24 * 3_600_000 };
