// The coming-soon cards of the concerts page (app/features/coming-soon/).
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";
import { mediaItems } from "./media-library";

/** Preview cards on the concerts page for concerts not yet on sale; new ones start hidden. */
export const comingSoonEvents = pgTable("coming_soon_events", {
  id: serial("id").primaryKey(),
  date: timestamp("date", { withTimezone: true }).notNull(),
  imageUrl: text("image_url").notNull().default(""),
  /** The picture as a media library item (its 16:9 card crop is shown); null: `imageUrl` as it was stored before the library. */
  mediaId: integer("media_id").references(() => mediaItems.id, { onDelete: "restrict" }),
  isActive: boolean("is_active").notNull().default(false),
  /** The concert's page the card leads to, once the concert is on sale; null: the card is not a link. */
  eventId: text("event_id"),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const comingSoonTranslations = pgTable(
  "coming_soon_translations",
  {
    id: serial("id").primaryKey(),
    comingSoonId: integer("coming_soon_id")
      .notNull()
      .references(() => comingSoonEvents.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
  },
  (table) => [uniqueIndex("coming_soon_translation_idx").on(table.comingSoonId, table.languageCode)],
);
