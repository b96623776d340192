import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { outbox } from "../db/schema/mail";
import type { OutboxSummary, OutgoingMessage } from "./message";

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Queues a message. Call it with the transaction that stores what caused the message, so both
 * are kept or neither is; wake the sender after that transaction commits. Answers the outbox row's id.
 */
export async function enqueueMail(tx: Db, kind: string, message: OutgoingMessage): Promise<number> {
  const [row] = await tx.insert(outbox).values({ kind, recipient: message.to.join(", "), message }).returning({ id: outbox.id });
  return row!.id;
}

/**
 * Queues a message unless `limit` messages of `kind` were already queued for its recipient (any
 * case) in the last `withinMs`: one statement, counted in the outbox, so every instance shares the
 * count.
 */
export async function enqueueMailWithin(tx: Db, kind: string, message: OutgoingMessage, limit: number, withinMs: number): Promise<void> {
  const recipient = message.to.join(", ");
  await tx.execute(sql`
    insert into ${outbox} (kind, recipient, message)
    select ${kind}, ${recipient}, ${JSON.stringify(message)}::jsonb
    where (
      select count(*) from ${outbox}
      where kind = ${kind} and lower(recipient) = lower(${recipient}) and created_at > now() - ${`${withinMs} milliseconds`}::interval
    ) < ${limit}`);
}

/**
 * Takes up to `limit` due messages for this instance for `leaseMs`. `FOR UPDATE SKIP LOCKED`
 * lets instances claim at the same moment without waiting for or taking each other's rows; a
 * lease that runs out (an instance that died mid-send) makes the row due again.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Delivered: the envelope stays for the summary, the body (with its links and the visitor's text) goes. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, message: null, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: "failed", lockedUntil: null, lastError: error }
        : { lockedUntil: null, lastError: error, nextAttemptAt: sql`now() + ${`${Math.round(retryInMs)} milliseconds`}::interval` },
    )
    .where(eq(outbox.id, id));
}

/** Gives back rows claimed but not tried (the instance is stopping), without counting an attempt. */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(inArray(outbox.id, ids));
}

/** For the admin dashboard: what is still to go, what was given up on, and the latest reason. */
export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const counts = await db.select({ status: outbox.status, n: count() }).from(outbox).where(inArray(outbox.status, ["pending", "failed"])).groupBy(outbox.status);
  const [latest] = await db
    .select({ lastError: outbox.lastError })
    .from(outbox)
    .where(and(inArray(outbox.status, ["pending", "failed"]), sql`${outbox.lastError} is not null`))
    .orderBy(desc(outbox.lastAttemptAt), desc(outbox.id))
    .limit(1);
  const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  return { pending: of("pending"), failed: of("failed"), ...(latest?.lastError ? { lastError: latest.lastError } : {}) };
}

/** How long a delivered message's envelope is kept (and, without SMTP_URL, its .eml file). */
export const SENT_MAIL_KEEP_DAYS = 7;

/** Delivered rows are kept a week, failed ones a month (long enough for staff to notice and act). */
export async function purgeOldMail(db: Db): Promise<void> {
  await db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, "sent"), lt(outbox.sentAt, sql`now() - ${`${SENT_MAIL_KEEP_DAYS} days`}::interval`)),
        and(eq(outbox.status, "failed"), lt(outbox.lastAttemptAt, sql`now() - interval '30 days'`)),
      ),
    );
}
