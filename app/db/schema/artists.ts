// Artists with a page of their own (app/features/artists/).
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mediaItems } from "./media-library";

/**
 * A performer with a page of their own; `translations` holds `{ am?, en, ru? }` of `{ name, role, bio }`. The picture
 * is a library item (`mediaId`, which the library will not delete while an artist uses it); `imageUrl` keeps that
 * item's plain file for the API's readers and the programmes' performer lines.
 */
export const artists = pgTable("artists", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  mediaId: integer("media_id").references(() => mediaItems.id, { onDelete: "restrict" }),
  links: jsonb("links").$type<string[]>().notNull().default([]),
  translations: jsonb("translations").$type<Record<string, { name: string; role: string; bio: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
