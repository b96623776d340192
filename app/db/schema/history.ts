// The hall's history pages (app/features/history/).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/** Long page texts staff can edit without a deploy (docs/product.md §7): one row per page and language. */
export const historyPages = pgTable(
  "history_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    languageCode: languageCode("language_code").notNull(),
    title: text("title").notNull(),
    heroImage: text("hero_image").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("history_pages_slug_language_idx").on(table.slug, table.languageCode)],
);

export const historySections = pgTable(
  "history_sections",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => historyPages.id, { onDelete: "cascade" }),
    order: integer("order").notNull(),
    heading: text("heading"),
    content: text("content").notNull(),
    src: text("src"),
    imageAlt: text("image_alt"),
  },
  (table) => [index("history_sections_page_idx").on(table.pageId, table.order)],
);
