import { z } from "zod";
import { slugSchema } from "../../i18n/slug";
import { libraryPictureIdSchema } from "../media-library/public";

/**
 * The artist contract: what `POST/PUT /api/admin/artists` take and answer. The admin
 * screen checks a draft with it before sending; the server parses the body with it (`parseBody`).
 * Messages are problem keys the screens word in the admin's language.
 */
export const ARTIST_LIMITS = { name: 200, role: 200, bio: 20_000, links: 10, link: 500, slug: 100 } as const;


/** A picture is one of our uploads (`/uploads/…` locally, the bucket's address with S3); the server claims it. */
export const imageUrlSchema = z.string().trim().max(1000, "too_long");

const text = (max: number) => z.string("invalid").trim().max(max, "too_long");

export const artistTextSchema = z.object({
  name: text(ARTIST_LIMITS.name).min(1, "required"),
  role: text(ARTIST_LIMITS.role).default(""),
  bio: text(ARTIST_LIMITS.bio).default(""),
});
const optionalArtistText = z.object({
  name: text(ARTIST_LIMITS.name).default(""),
  role: text(ARTIST_LIMITS.role).default(""),
  bio: text(ARTIST_LIMITS.bio).default(""),
});

export const httpsLinkSchema = z
  .string("invalid")
  .trim()
  .max(ARTIST_LIMITS.link, "too_long")
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, "invalid_url");

export const artistInputSchema = z.object({
  slug: slugSchema.optional().or(z.literal("").transform(() => undefined)),
  imageUrl: imageUrlSchema.nullish(),
  /** A library picture (it wins over `imageUrl`); null or absent with no `imageUrl`: no picture. */
  mediaId: libraryPictureIdSchema.nullish(),
  links: z.array(httpsLinkSchema).max(ARTIST_LIMITS.links, "too_many").default([]),
  translations: z.object(
    { am: optionalArtistText.optional(), en: artistTextSchema, ru: optionalArtistText.optional() },
    "required",
  ),
});
export type ArtistInput = z.input<typeof artistInputSchema>;

const artistText = z.object({ name: z.string(), role: z.string(), bio: z.string() });
export type ArtistText = z.infer<typeof artistText>;

/** An artist as the admin API answers it; the admin screen reads the list with it. */
export const artistSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  mediaId: z.number().int().nullable(),
  links: z.array(z.string()),
  translations: z.object({ am: artistText.optional(), en: artistText, ru: artistText.optional() }),
});
export type Artist = z.infer<typeof artistSchema>;
