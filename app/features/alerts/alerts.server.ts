import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertAddresses, alerts } from "../../db/schema/alerts";
import type { Lang } from "../../i18n/languages";
import { hashToken, newConfirmToken, readToken } from "../newsletter/public.server";
import type { AlertKind } from "./alert-kinds";

/** As the newsletter: a pending address and its link last 7 days from the last confirmation message; a resend waits 10 minutes. */
export const ALERT_TIMING = { confirmForMs: 7 * 24 * 3_600_000, resendAfterMs: 10 * 60_000 };

export const ALERTS_CONFIRM_PATH = "/alerts/confirm";
export const ALERTS_STOP_PATH = "/alerts/unsubscribe";
/** RFC 8058's one-click target: mail clients POST `List-Unsubscribe=One-Click` here. */
export const ALERTS_ONE_CLICK_PATH = "/api/alerts/unsubscribe";

const ago = (ms: number) => sql`now() - ${`${ms} milliseconds`}::interval`;

export type NewAlert = {
  email: string;
  lang: Lang;
  kind: AlertKind;
  target: string;
  eventId?: string;
  artistId?: number;
  seriesId?: number;
  startsAt?: Date | null;
};

/**
 * Stores an alert (the same one asked twice stays one) and its address. A new address, or a
 * pending one whose last confirmation is older than the resend wait, gets a new confirmation
 * token to send; a confirmed address gets none (its alert is live at once). Runs in the caller's
 * transaction; the address row is locked, so two requests of one address queue one confirmation.
 */
export async function requestAlert(tx: Db, alert: NewAlert): Promise<{ confirmToken: string | null; alertToken: string }> {
  const token = newConfirmToken();
  const fresh = { confirmTokenHash: hashToken(token), confirmSentAt: sql`now()`, language: alert.lang };
  const [created] = await tx
    .insert(alertAddresses)
    .values({ email: alert.email, status: "pending", ...fresh })
    .onConflictDoNothing()
    .returning({ id: alertAddresses.id });
  let addressId = created?.id;
  let confirmToken: string | null = created ? token : null;
  if (!addressId) {
    const [known] = await tx
      .select({ id: alertAddresses.id, status: alertAddresses.status, confirmSentAt: alertAddresses.confirmSentAt })
      .from(alertAddresses)
      .where(sql`lower(${alertAddresses.email}) = lower(${alert.email})`)
      .for("update");
    addressId = known!.id;
    const [resent] = await tx
      .update(alertAddresses)
      .set(fresh)
      .where(
        and(
          eq(alertAddresses.id, addressId),
          eq(alertAddresses.status, "pending"),
          or(isNull(alertAddresses.confirmSentAt), lt(alertAddresses.confirmSentAt, ago(ALERT_TIMING.resendAfterMs))),
        ),
      )
      .returning({ id: alertAddresses.id });
    if (resent) confirmToken = token;
    else await tx.update(alertAddresses).set({ language: alert.lang }).where(eq(alertAddresses.id, addressId));
  }
  await tx
    .insert(alerts)
    .values({
      addressId,
      kind: alert.kind,
      target: alert.target,
      eventId: alert.eventId ?? null,
      artistId: alert.artistId ?? null,
      seriesId: alert.seriesId ?? null,
      language: alert.lang,
      startsAt: alert.startsAt ?? null,
    })
    .onConflictDoUpdate({ target: [alerts.addressId, alerts.kind, alerts.target], set: { language: alert.lang } });
  const [row] = await tx
    .select({ token: alerts.token })
    .from(alerts)
    .where(and(eq(alerts.addressId, addressId), eq(alerts.kind, alert.kind), eq(alerts.target, alert.target)));
  return { confirmToken, alertToken: row!.token };
}

/** The confirmation link's rule: the latest token sent, within its 7 days (or already used to confirm). */
const liveConfirmToken = (hash: string) =>
  and(eq(alertAddresses.confirmTokenHash, hash), or(eq(alertAddresses.status, "confirmed"), gt(alertAddresses.confirmSentAt, ago(ALERT_TIMING.confirmForMs))));

/** What a confirmation link would do, changing nothing (the page opened by the link asks for a click). */
export async function alertConfirmLinkState(db: Db, rawToken: unknown): Promise<"valid" | "invalid"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  const [row] = await db.select({ id: alertAddresses.id }).from(alertAddresses).where(liveConfirmToken(hashToken(token))).limit(1);
  return row ? "valid" : "invalid";
}

/** The button on the link's page confirms the address; pressing it again still says confirmed. */
export async function confirmAlertAddress(db: Db, rawToken: unknown): Promise<"confirmed" | "invalid"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  const [row] = await db
    .update(alertAddresses)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${alertAddresses.confirmedAt}, now())` })
    .where(liveConfirmToken(hashToken(token)))
    .returning({ id: alertAddresses.id });
  return row ? "confirmed" : "invalid";
}

/** The language of the alert a stop link names (its page and answer speak it), or null for a link nobody was sent. */
export async function stopLinkLanguage(db: Db, rawToken: unknown): Promise<Lang | null> {
  const token = readToken(rawToken);
  if (!token) return null;
  const [row] = await db.select({ language: alerts.language }).from(alerts).where(eq(alerts.token, token));
  return row?.language ?? null;
}

/**
 * Stops the alert the token names, or with `all` every alert of its address, and then forgets the
 * address itself (nothing is kept of an address without alerts).
 */
export async function stopAlerts(db: Db, rawToken: unknown, all: boolean): Promise<"stopped" | "invalid"> {
  const token = readToken(rawToken);
  if (!token) return "invalid";
  return db.transaction(async (tx) => {
    const [alert] = await tx.select({ id: alerts.id, addressId: alerts.addressId }).from(alerts).where(eq(alerts.token, token));
    if (!alert) return "invalid";
    if (all) await tx.delete(alerts).where(eq(alerts.addressId, alert.addressId));
    else await tx.delete(alerts).where(eq(alerts.id, alert.id));
    await removeAddressesWithoutAlerts(tx, alert.addressId);
    return "stopped";
  });
}

async function removeAddressesWithoutAlerts(tx: Db, addressId?: number): Promise<number> {
  const removed = await tx
    .delete(alertAddresses)
    .where(and(addressId === undefined ? undefined : eq(alertAddresses.id, addressId), sql`not exists (select 1 from ${alerts} where ${alerts.addressId} = ${alertAddresses.id})`))
    .returning({ id: alertAddresses.id });
  return removed.length;
}

/**
 * Housekeeping: addresses never confirmed are forgotten 7 days after their last confirmation
 * message (with their alerts), alerts of concerts that took place before today (in the hall's
 * time) go, and so do addresses left without alerts.
 */
export async function removeStaleAlerts(db: Db, startOfToday: Date): Promise<{ addresses: number; alerts: number }> {
  const pending = await db
    .delete(alertAddresses)
    .where(and(eq(alertAddresses.status, "pending"), lt(sql`coalesce(${alertAddresses.confirmSentAt}, ${alertAddresses.createdAt})`, ago(ALERT_TIMING.confirmForMs))))
    .returning({ id: alertAddresses.id });
  const past = await db.delete(alerts).where(lt(alerts.startsAt, startOfToday)).returning({ id: alerts.id });
  const empty = await removeAddressesWithoutAlerts(db);
  return { addresses: pending.length + empty, alerts: past.length };
}
