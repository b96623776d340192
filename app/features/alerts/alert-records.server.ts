import { and, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { alertDeliveries } from "../../db/schema/alerts";
import { outbox } from "../../db/schema/mail";
import { ALERT_MAIL_KINDS } from "./alert-mail.server";
import { ALERT_RECORDS_KEEP_DAYS } from "./alert-retention";

const DAY_MS = 24 * 60 * 60_000;

/**
 * For the daily retention job: alert messages (and their confirmations) older than
 * ALERT_RECORDS_KEEP_DAYS leave the outbox, and so do their delivery records. Exactly once still
 * holds: a record's key names a change that has passed (the watcher's counters only move on, a
 * digest's key is its day), and the cap of 5 a day reads only the last 24 hours.
 */
export async function removeOldAlertRecords(tx: Db, now: Date): Promise<{ alertMessages: number; mail: number }> {
  const cutoff = new Date(now.getTime() - ALERT_RECORDS_KEEP_DAYS * DAY_MS);
  const records = await tx.delete(alertDeliveries).where(lt(alertDeliveries.createdAt, cutoff)).returning({ key: alertDeliveries.key });
  const mail = await tx
    .delete(outbox)
    .where(and(inArray(outbox.kind, Object.values(ALERT_MAIL_KINDS)), lt(outbox.createdAt, cutoff)))
    .returning({ id: outbox.id });
  return { alertMessages: records.length, mail: mail.length };
}
