// The hall's staff (app/features/staff/).
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";
import { mediaItems } from "./media-library";

/**
 * Staff members (docs/product.md §11); listed by displayOrder, then id. The photo is a library item
 * (`mediaId`, which the library will not delete while a member uses it); `imageUrl` keeps that item's
 * plain WebP file for readers of the spec's `imageUrl`.
 */
export const staffMembers = pgTable("staff_members", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull(),
  mediaId: integer("media_id").references(() => mediaItems.id, { onDelete: "restrict" }),
  linkedIn: text("linked_in"),
  displayOrder: integer("display_order").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffTranslations = pgTable(
  "staff_translations",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    languageCode: languageCode("language_code").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    position: text("position").notNull().default(""),
  },
  (table) => [uniqueIndex("staff_translation_idx").on(table.staffId, table.languageCode)],
);
