// Concerts kept in our own database, the old ids of shared links, and the provider's last good answer (app/features/concerts/).
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/**
 * Concerts kept in our own database (docs/product.md §9): the fallback when the ticketing
 * provider cannot answer, and the place for concerts the provider does not sell. One row per
 * language; rows of one concert share `eventKey` (the provider's event id when there is one).
 */
export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    eventKey: text("event_key").notNull(),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    date: timestamp("date", { withTimezone: true }).notNull(),
    description: text("description").notNull().default(""),
    ticketPrice: text("ticket_price"),
    minAge: integer("min_age"),
    buyTicketUrl: text("buy_ticket_url"),
    venueName: text("venue_name").notNull().default(""),
    venueAddress: text("venue_address").notNull().default(""),
    artists: jsonb("artists").$type<{ name: string; imageUrl?: string }[]>().notNull().default([]),
    conductorName: text("conductor_name"),
    artisticDirector: text("artistic_director"),
    isComingSoon: boolean("is_coming_soon").notNull().default(false),
    /** Seeded demo content: counted on the dashboard and taken away by its "Remove demo content". */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("events_key_language_idx").on(table.eventKey, table.languageCode), index("events_date_idx").on(table.date)],
);

/** Old concert ids in links that still circulate, and the provider session each now is (docs/product.md §5). */
export const legacyConcertIds = pgTable("legacy_concert_ids", {
  legacyId: text("legacy_id").primaryKey(),
  providerEventId: text("provider_event_id").notNull(),
});

/** The last good answer of the provider per language, so a restart during an outage still shows real concerts. */
export const providerSnapshots = pgTable("provider_snapshots", {
  languageCode: languageCode("language_code").primaryKey(),
  events: jsonb("events").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});
