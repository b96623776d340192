// Visitor figures (app/features/visitor-figures/): only counts per hall day are kept (two years); no row per view, no cookie, nothing that names a person.
import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Page views per day and page (its path without the query: language, route, concert id). */
export const visitorPageDays = pgTable(
  "visitor_page_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    lang: text("lang").notNull(),
    /** The concert a concert page shows, else empty. */
    eventId: text("event_id").notNull().default(""),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] }), index("visitor_page_days_event_idx").on(table.eventId, table.day)],
);

/** Page views per day by one trait of the visit: `language`, `referrer` (an external host) or `device`. */
export const visitorTraitDays = pgTable(
  "visitor_trait_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    trait: text("trait").$type<"language" | "referrer" | "device">().notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.trait, table.value] })],
);

/** Per day: all page views, and the unique visitors of a day once it is over (until then they are counted from `visitor_hashes`). */
export const visitorDays = pgTable("visitor_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** Buy ticket clicks (chart requests) per day and concert. */
export const ticketClickDays = pgTable(
  "ticket_click_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    eventId: text("event_id").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventId] })],
);

/**
 * Today's visitors only: a hash of address, user agent and the day's salt, so every instance counts
 * a visitor once. Moved into `visitor_days.visitors` as a count and deleted when the day is over.
 */
export const visitorHashes = pgTable(
  "visitor_hashes",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.hash] })],
);

/**
 * What a visitor did today that counts once a day (a Buy ticket click for one concert, one campaign link followed):
 * a hash of the act, address, user agent and the day's salt, so repeats on any instance add nothing. Deleted when
 * the day is over.
 */
export const visitorOnceKeys = pgTable(
  "visitor_once_keys",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.hash] })],
);

/** The random salt of the current day, shared by the instances; deleted when the day is over. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
