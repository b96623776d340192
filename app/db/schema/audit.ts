// The audit log (app/features/audit/).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every change made through the admin API and every sign-in (app/features/audit/). The app only
 * ever inserts here, apart from the `count` of an entry that stands for many (sign-ins refused by
 * the limit: one entry per client address and limit window, `dedupeKey` naming the two); the daily
 * retention job removes entries older than a year. `actor` is the account's name at the time (kept
 * after the account is removed; empty for a sign-in with a name that is no account: what was typed
 * is never kept); `fields` names the fields a change carried, never their values; `recipients` are
 * the addresses a campaign test went to.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    fields: jsonb("fields").$type<string[]>().notNull().default([]),
    recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
    count: integer("count").notNull().default(1),
    dedupeKey: text("dedupe_key").unique(),
  },
  (table) => [index("audit_log_at_idx").on(table.at, table.id), index("audit_log_actor_idx").on(table.actor, table.at)],
);
