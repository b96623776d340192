// The media library (app/features/media-library/): every picture and video the site shows, and the galleries made of them.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { adminUsers } from "./admin-auth";

/** Text in the three languages; an empty string is "not written yet". */
export type LocalisedText = { am: string; en: string; ru: string };

/** A file made from an item for visitors: its public URL and pixel size. */
export type DerivedFile = { url: string; width: number; height: number };

/**
 * What visitors are sent instead of the original: the picture in a few widths as AVIF and WebP, and the
 * fixed-ratio crops around the focal point, each at one width (and some also `narrower`). `failed` names what could not be made.
 */
export type Derivatives = {
  avif: DerivedFile[];
  webp: DerivedFile[];
  crops: Partial<Record<string, { avif?: DerivedFile; webp: DerivedFile; narrower?: { avif?: DerivedFile; webp: DerivedFile }[] }>>;
  failed: string[];
};

/**
 * One picture or video. `originalUrl` is the checked upload (or, for the demo drawings, the shipped file);
 * `searchText` is the alt texts, captions, credit and file name in lower case, kept by the service for the
 * grid's search; `version` goes up at every write (a save naming an older one is refused).
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"image" | "video">().notNull(),
    originalUrl: text("original_url").notNull(),
    fileName: text("file_name").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    alt: jsonb("alt").$type<LocalisedText>().notNull(),
    caption: jsonb("caption").$type<LocalisedText>().notNull(),
    decorative: boolean("decorative").notNull().default(false),
    credit: text("credit").notNull().default(""),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    derivatives: jsonb("derivatives").$type<Derivatives>().notNull(),
    searchText: text("search_text").notNull().default(""),
    isDemo: boolean("is_demo").notNull().default(false),
    uploadedBy: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("media_items_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("media_items_created_idx").on(table.createdAt, table.id),
  ],
);

/** A gallery is its entries in `position` order; `caption` overrides the item's caption in the languages it names. */
export const galleryEntries = pgTable(
  "gallery_entries",
  {
    id: serial("id").primaryKey(),
    galleryKey: text("gallery_key").notNull(),
    position: integer("position").notNull(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => mediaItems.id, { onDelete: "restrict" }),
    size: text("size").$type<"small" | "wide">().notNull(),
    caption: jsonb("caption").$type<Partial<LocalisedText>>(),
  },
  (table) => [unique("gallery_entries_position_key").on(table.galleryKey, table.position), index("gallery_entries_media_idx").on(table.mediaId)],
);
