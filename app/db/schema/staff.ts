// The hall's staff (app/features/staff/).
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/** Staff members (docs/product.md §11); listed by displayOrder, then id. */
export const staffMembers = pgTable("staff_members", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull(),
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
