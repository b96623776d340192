import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { auditLog } from "../../db/schema/audit";
import { addDays, parseDayKey, startOfHallDay } from "../../i18n/hall-time";
import type { AuditEntry, AuditPage, AuditQuery } from "./schema";

/** How long entries are kept: a year, then the daily retention job removes them. */
export const AUDIT_KEEP_DAYS = 365;

export type NewAuditEntry = {
  actorId: number | null;
  actor: string;
  action: string;
  entity?: string | null;
  entityId?: string | null;
  fields?: string[];
  /** The addresses mail went to (a campaign test). */
  recipients?: string[];
  /** Entries with the same key are one entry whose count grows (sign-ins refused by the limit, per address and window). */
  dedupeKey?: string;
};

/** The one way entries are written: appended, never changed, except the count of an entry that stands for many. */
export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await db
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      actor: entry.actor.slice(0, 200),
      action: entry.action.slice(0, 100),
      entity: entry.entity?.slice(0, 100) ?? null,
      entityId: entry.entityId?.slice(0, 100) ?? null,
      fields: entry.fields ?? [],
      recipients: entry.recipients ?? [],
      dedupeKey: entry.dedupeKey ?? null,
    })
    .onConflictDoUpdate({ target: auditLog.dedupeKey, set: { count: sql`${auditLog.count} + 1` } });
}

/** Newest first, a page at a time after the id `cursor`; by account name, entity and the hall's calendar days. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.cursor) conditions.push(lt(auditLog.id, Number(query.cursor)));
  if (query.actor) conditions.push(sql`lower(${auditLog.actor}) = lower(${query.actor})`);
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  const from = query.from ? parseDayKey(query.from) : null;
  const to = query.to ? parseDayKey(query.to) : null;
  if (from) conditions.push(gte(auditLog.at, startOfHallDay(from)));
  if (to) conditions.push(lt(auditLog.at, startOfHallDay(addDays(to, 1))));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const items: AuditEntry[] = rows.slice(0, query.limit).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    fields: row.fields,
    recipients: row.recipients,
    count: row.count,
  }));
  return {
    items,
    nextCursor: rows.length > query.limit ? String(items.at(-1)!.id) : null,
  };
}

/** The accounts and entities entries name, for the screen's filters. */
export async function auditFacets(db: Db): Promise<{ actors: string[]; entities: string[] }> {
  const actors = await db
    .selectDistinct({ value: auditLog.actor })
    .from(auditLog)
    .where(sql`${auditLog.actorId} is not null`)
    .orderBy(auditLog.actor)
    .limit(500);
  const entities = await db
    .selectDistinct({ value: auditLog.entity })
    .from(auditLog)
    .where(sql`${auditLog.entity} is not null`)
    .orderBy(auditLog.entity)
    .limit(500);
  return {
    actors: actors.map((row) => row.value),
    entities: entities.map((row) => row.value!),
  };
}

/** Entries older than a year; run by the daily retention job. */
export async function removeOldAuditEntries(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now.getTime() - AUDIT_KEEP_DAYS * 86_400_000)))
    .returning({ id: auditLog.id });
  return removed.length;
}
