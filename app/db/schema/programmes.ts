// The programme of each provider concert (app/features/programmes/).
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";
import { concertSeries } from "./series";
import { artists } from "./artists";

/**
 * The programme of one provider concert, keyed by the provider's event id: it outlives the concert
 * leaving the catalogue (hidden then) and shows again when it returns. `translations` holds the
 * per-language texts with their `published` flag; the notes are stored sanitised.
 */
export const concertProgrammes = pgTable("concert_programmes", {
  eventId: text("event_id").primaryKey(),
  seriesId: integer("series_id").references(() => concertSeries.id, { onDelete: "set null" }),
  genres: jsonb("genres").$type<string[]>().notNull().default([]),
  access: jsonb("access").$type<string[]>().notNull().default([]),
  status: text("status").notNull().default("scheduled"),
  translations: jsonb("translations").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who performs in a concert, in order; an artist's page lists their concerts through it. */
export const programmePerformers = pgTable(
  "programme_performers",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => concertProgrammes.eventId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.position] }), index("programme_performers_artist_idx").on(table.artistId)],
);

/**
 * A programmed concert as the catalogue last described it, per language (the concert's shape of
 * app/features/concerts/concert.ts, seats left out): after the concert has taken place and the provider no
 * longer lists it, its page and digital programme are built from this.
 */
export const concertRecords = pgTable(
  "concert_records",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => concertProgrammes.eventId, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    event: jsonb("event").$type<Record<string, unknown>>().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.languageCode] }), index("concert_records_starts_idx").on(table.startsAt)],
);
