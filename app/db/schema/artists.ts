// Artists with a page of their own (app/features/artists/).
import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A performer with a page of their own; `translations` holds `{ am?, en, ru? }` of `{ name, role, bio }`. */
export const artists = pgTable("artists", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  links: jsonb("links").$type<string[]>().notNull().default([]),
  translations: jsonb("translations").$type<Record<string, { name: string; role: string; bio: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
