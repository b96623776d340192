// The listing's advertisement banners (app/features/banners/).
import { boolean, date, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mediaItems } from "./media-library";

/** Advertisement banners in the listing's column (docs/product.md §4, §11). Dates are the hall's calendar days. */
export const advertBanners = pgTable("advert_banners", {
  id: serial("id").primaryKey(),
  /** The English title; with `titleAm` and `titleRu`, the picture's alternative text in each language (a language left empty reads the English one). */
  title: text("title").notNull(),
  titleAm: text("title_am").notNull(),
  titleRu: text("title_ru").notNull(),
  /** The picture or video's file: the library item's (a WebP visitors get, or the video) once `mediaId` names one. */
  mediaUrl: text("media_url").notNull(),
  /** The media library item shown (its wide focal crop, its alt text); null: `mediaUrl` as it was stored before the library. */
  mediaId: integer("media_id").references(() => mediaItems.id, { onDelete: "restrict" }),
  mediaType: text("media_type").$type<"image" | "video">().notNull(),
  targetUrl: text("target_url").notNull(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isDevelopmentOnly: boolean("is_development_only").notNull().default(false),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
