// Alerts: addresses that asked to be told, their alerts, and what the watcher has seen (app/features/alerts/).
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/**
 * An address that asked for alerts, stored once (any case). It starts `pending` with the hash of
 * the token its confirmation link carries; once `confirmed`, every later alert of the address is
 * live at once (double opt-in, as the newsletter). `language`: the one of its latest request.
 */
export const alertAddresses = pgTable(
  "alert_addresses",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status").$type<"pending" | "confirmed">().notNull().default("pending"),
    language: languageCode("language").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation message was queued: resends are spaced, and unconfirmed rows expire from it. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("alert_addresses_email_idx").on(sql`lower(${table.email})`), uniqueIndex("alert_addresses_confirm_token_idx").on(table.confirmTokenHash)],
);

/**
 * One alert: (address, kind, target). `target` is the concert's provider id for seats, on-sale and
 * changes, `artist:<id>` or `series:<id>` for a follow. `token` is in every mail of the alert: it
 * stops this alert, or with `all=1` every alert of the address. `startsAt`: the concert's start as
 * last known (past concerts' alerts are deleted the next day). `announcedUpTo`: a follow's digests
 * covered the concerts first seen up to this time.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    addressId: integer("address_id")
      .notNull()
      .references(() => alertAddresses.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"seats" | "on-sale" | "changes" | "artist" | "series">().notNull(),
    target: text("target").notNull(),
    eventId: text("event_id"),
    artistId: integer("artist_id"),
    seriesId: integer("series_id"),
    language: languageCode("language").notNull(),
    token: text("token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    announcedUpTo: timestamp("announced_up_to", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("alerts_one_idx").on(table.addressId, table.kind, table.target),
    uniqueIndex("alerts_token_idx").on(table.token),
    index("alerts_event_idx").on(table.eventId),
    index("alerts_artist_idx").on(table.artistId),
    index("alerts_series_idx").on(table.seriesId),
  ],
);

/**
 * What the watcher last saw of a concert someone waits for. `seatsWave` counts the times seats came
 * back after a sell-out, `saleWave` the start of sales, `changeWave` the changes of status or notice:
 * each wave is one message per waiting alert (the delivery key holds it).
 */
export const alertWatch = pgTable("alert_watch", {
  eventId: text("event_id").primaryKey(),
  /** null: the provider gave no count (not on sale yet) or was never asked. */
  seats: integer("seats"),
  seatsSeen: timestamp("seats_seen", { withTimezone: true }),
  seatsWave: integer("seats_wave").notNull().default(0),
  saleWave: integer("sale_wave").notNull().default(0),
  status: text("status").notNull().default("scheduled"),
  /** A digest of the staff notice in every language and the start time, so an edit is one change. */
  noticeDigest: text("notice_digest").notNull().default(""),
  changeWave: integer("change_wave").notNull().default(0),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
});

/** When the watcher first saw a concert with a followed artist or in a followed series (`target` as in alerts). */
export const alertSeen = pgTable(
  "alert_seen",
  {
    target: text("target").notNull(),
    eventId: text("event_id").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.target, table.eventId] })],
);

/**
 * Every alert message queued (or held back by the daily cap), keyed per address and change: the
 * unique key is what makes a change one message whatever the instances and restarts.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    addressId: integer("address_id")
      .notNull()
      .references(() => alertAddresses.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** null: held back, the address had its 5 messages that day. */
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.addressId, table.key] }), index("alert_deliveries_created_idx").on(table.addressId, table.createdAt)],
);

/** The watcher's lease: one instance at a time looks at the provider. */
export const alertJobs = pgTable("alert_jobs", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
