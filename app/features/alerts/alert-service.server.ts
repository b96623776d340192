import { eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { artists } from "../../db/schema/artists";
import { concertSeries } from "../../db/schema/series";
import { HONEYPOT_FIELD } from "../../forms/fields";
import type { FormGuard, FormOutcome, FormRequest } from "../../forms/public-form.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { parseEventDate } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import { enqueueMail } from "../../mail/outbox.server";
import type { ConcertCatalogue } from "../concerts/public.server";
import { alertConfirmationMessage, ALERT_MAIL_KINDS } from "./alert-mail.server";
import { type NewAlert, requestAlert } from "./alerts.server";
import { ALERT_REFUSALS, type AlertRefusal, type AlertRequest, readAlertRequest } from "./schema";
import { noteFollowedConcerts, startWatching } from "./watch-state.server";

/** What `POST /api/alerts` and the forms posted without JavaScript answer. */
export type AlertOutcome = FormOutcome;

export type AlertServiceOptions = {
  db: Db;
  catalogue: Pick<ConcertCatalogue, "getEvent">;
  /** The rate limit per client and the database-outage answer every public form shares. */
  guard: FormGuard;
  /** Called after a commit that queued mail. */
  wakeMail(): void;
  /** Now, for the concerts that have taken place (tests move it). */
  now?: () => Date;
};

function refused(lang: Lang, refusal: AlertRefusal): AlertOutcome {
  const field = ALERT_REFUSALS[refusal];
  return { status: 400, body: { ok: false, success: false, code: refusal, message: catalogueFor(lang).alerts.problems[refusal], field, fields: { [field]: refusal } } };
}

/** An artist or a series by its page's address (slug) or its id. */
function byReference<T extends typeof artists | typeof concertSeries>(table: T, reference: string): SQL | undefined {
  return /^\d{1,9}$/.test(reference) ? or(eq(table.id, Number(reference)), eq(table.slug, reference)) : eq(table.slug, reference);
}

export function createAlertService({ db, catalogue, guard, wakeMail, now = () => new Date() }: AlertServiceOptions) {
  /** The alert a request names, checked against the catalogue, or its refusal. */
  async function resolve(request: AlertRequest, lang: Lang): Promise<{ alert: NewAlert; seats?: number | null } | AlertRefusal> {
    const base = { email: request.email, lang, kind: request.kind };
    if (request.kind === "artist" || request.kind === "series") {
      const table = request.kind === "artist" ? artists : concertSeries;
      const [row] = await db.select({ id: table.id }).from(table).where(byReference(table, request.kind === "artist" ? request.artist : request.series)).limit(1);
      if (!row) return request.kind === "artist" ? "unknown_artist" : "unknown_series";
      return { alert: { ...base, target: `${request.kind}:${row.id}`, ...(request.kind === "artist" ? { artistId: row.id } : { seriesId: row.id }) } };
    }
    const found = await catalogue.getEvent(request.eventId, lang);
    const startsAt = found ? parseEventDate(found.event.startsAt ?? found.event.eventDateTime) : null;
    if (!found || (startsAt && startsAt.getTime() < now().getTime())) return "unknown_concert";
    const seats = found.event.availaibleCount;
    if (request.kind === "seats" && seats !== null && seats > 0) return "concert_has_seats";
    if (request.kind === "on-sale" && seats !== null) return "already_on_sale";
    const eventId = found.event.eventId;
    return { alert: { ...base, target: eventId, eventId, startsAt }, seats };
  }

  return {
    /**
     * `POST /api/alerts`: every well-formed request is answered the same (202), whatever the
     * address's state, so the form reveals nothing about who asked for what. A new or pending
     * address is sent a confirmation (spaced by the resend wait); a confirmed one's alert is live
     * at once. A filled honeypot is answered the same and stores nothing.
     */
    request(input: Record<string, unknown>, request: FormRequest): Promise<AlertOutcome> {
      const { lang, origin } = request;
      return guard(request, async (): Promise<AlertOutcome> => {
        const accepted: AlertOutcome = { status: 202, body: { ok: true, success: true, message: catalogueFor(lang).alerts.accepted } };
        if (input[HONEYPOT_FIELD]) return accepted;
        const read = readAlertRequest(input);
        if (!read.ok) return refused(lang, read.refusal);
        const resolved = await resolve(read.value, lang);
        if (typeof resolved === "string") return refused(lang, resolved);
        const { alert, seats } = resolved;
        const confirmToken = await db.transaction(async (tx) => {
          const asked = await requestAlert(tx, alert);
          if (alert.eventId) await startWatching(tx, alert.eventId, seats ?? null);
          else await noteFollowedConcerts(tx, alert.target, alert);
          if (asked.confirmToken) {
            const message = alertConfirmationMessage({ email: alert.email, lang, origin, token: asked.confirmToken, alertToken: asked.alertToken });
            await enqueueMail(tx, ALERT_MAIL_KINDS.confirmation, message);
          }
          return asked.confirmToken;
        });
        if (confirmToken) wakeMail();
        return accepted;
      });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
