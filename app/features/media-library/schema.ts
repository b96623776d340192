import { z } from "zod";
import { GALLERY_KEYS } from "./gallery-keys";

/**
 * The media library's contract (docs/decisions/024-media-library.md): what `/api/admin/media` and the gallery
 * endpoints take and answer. Browser-safe: the admin screens check a draft with it before sending, the server
 * parses the body with it. Messages are problem keys the screens word in the admin's language.
 */
export const MEDIA_LIMITS = { alt: 300, caption: 500, credit: 200, megapixels: 40, pageSize: 60, maxPageSize: 200, galleryItems: 200 } as const;

export type LocalisedText = { am: string; en: string; ru: string };
export const LANGUAGES = ["am", "en", "ru"] as const;

/** Plain text: stored as typed (markup included) and always shown as text, never as HTML. */
const plain = (max: number) => z.string("invalid").trim().max(max, "too_long");
const localised = (max: number) => z.object({ am: plain(max).optional(), en: plain(max).optional(), ru: plain(max).optional() }, "invalid");

export const focalSchema = z.object(
  { x: z.number("invalid").min(0, "out_of_range").max(1, "out_of_range"), y: z.number("invalid").min(0, "out_of_range").max(1, "out_of_range") },
  "invalid",
);

const fields = {
  alt: localised(MEDIA_LIMITS.alt).optional(),
  caption: localised(MEDIA_LIMITS.caption).optional(),
  decorative: z.boolean("invalid").optional(),
  credit: plain(MEDIA_LIMITS.credit).optional(),
  focal: focalSchema.optional(),
};

/** `POST /api/admin/media`: `upload` is the URL the upload contract answered (POST /api/objects/upload, then PUT). */
export const mediaCreateSchema = z.object({ upload: z.string("required").trim().min(1, "required").max(2000, "too_long"), ...fields });
export type MediaCreateInput = z.input<typeof mediaCreateSchema>;

/** `PUT /api/admin/media/{id}`: any of the fields, `upload` to replace the file; `version` is the one the editor read. */
export const mediaUpdateSchema = z.object({
  version: z.number("required").int("invalid").min(1, "invalid"),
  upload: z.string("invalid").trim().min(1, "required").max(2000, "too_long").optional(),
  ...fields,
});
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>;

export const localisedTextSchema = z.object({ am: z.string(), en: z.string(), ru: z.string() });
const usedOnSchema = z.object({ kind: z.string(), id: z.string(), title: z.string(), href: z.string() });
export type UsedOn = z.infer<typeof usedOnSchema>;
const derived = z.object({ url: z.string(), width: z.number(), height: z.number() });

/** An item as the admin API answers it. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["image", "video"]),
  url: z.string(),
  fileName: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: localisedTextSchema,
  caption: localisedTextSchema,
  decorative: z.boolean(),
  credit: z.string(),
  focal: z.object({ x: z.number(), y: z.number() }),
  version: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Languages whose alt text is missing (empty unless the item is decorative). */
  missingAlt: z.array(z.enum(LANGUAGES)),
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp"]), srcset: z.string() })),
  crops: z.record(z.string(), z.object({ avif: derived.optional(), webp: derived })),
  failed: z.array(z.string()),
  usedOn: z.array(usedOnSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaPageSchema = z.object({ items: z.array(mediaItemSchema), nextCursor: z.string().nullable(), total: z.number().int() });
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** `GET /api/admin/media` query. */
export const mediaQuerySchema = z.object({
  limit: z.coerce.number("invalid").int("invalid").min(1, "out_of_range").max(MEDIA_LIMITS.maxPageSize, "out_of_range").default(MEDIA_LIMITS.pageSize),
  cursor: z.string().regex(/^\d+$/, "invalid").optional(),
  q: z.string().trim().max(200, "too_long").optional(),
  missingAlt: z.enum(LANGUAGES, "invalid").optional(),
});

export const gallerySizeSchema = z.enum(["small", "wide"], "invalid");

/** `PUT /api/admin/galleries/{key}`. */
export const galleryInputSchema = z.object({
  items: z
    .array(
      z.object({ mediaId: z.number("required").int("invalid").positive("invalid"), size: gallerySizeSchema, caption: localised(MEDIA_LIMITS.caption).optional() }),
      "required",
    )
    .max(MEDIA_LIMITS.galleryItems, "too_many"),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

export const galleryKeySchema = z.enum(GALLERY_KEYS, "unknown_gallery");

/** An entry of a gallery as the admin API answers it: the entry and its item. */
export const adminGallerySchema = z.object({
  key: galleryKeySchema,
  items: z.array(z.object({ mediaId: z.number().int(), size: gallerySizeSchema, caption: z.object({ am: z.string().optional(), en: z.string().optional(), ru: z.string().optional() }), item: mediaItemSchema })),
});
export type AdminGallery = z.infer<typeof adminGallerySchema>;

/** A gallery picture as visitors' pages get it, in one language. */
export const publicGalleryItemSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  size: gallerySizeSchema,
  alt: z.string(),
  caption: z.string(),
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp"]), srcset: z.string() })),
});
export type PublicGalleryItem = z.infer<typeof publicGalleryItemSchema>;

/** A library picture's id as a record names its picture (an artist's, a series'); the service checks it is one. */
export const libraryPictureIdSchema = z.number("invalid").int("invalid").positive("invalid");
