// Concert series (app/features/series/).
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mediaItems } from "./media-library";

/**
 * A concert series; `translations` holds `{ am?, en, ru? }` of `{ name, description }`. The picture is a library
 * item (`mediaId`, kept from deletion while the series uses it); `imageUrl` keeps that item's plain file.
 */
export const concertSeries = pgTable("concert_series", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  mediaId: integer("media_id").references(() => mediaItems.id, { onDelete: "restrict" }),
  translations: jsonb("translations").$type<Record<string, { name: string; description: string }>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
