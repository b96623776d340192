// Concert series (app/features/series/).
import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A concert series; `translations` holds `{ am?, en, ru? }` of `{ name, description }`. */
export const concertSeries = pgTable("concert_series", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  translations: jsonb("translations").$type<Record<string, { name: string; description: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
