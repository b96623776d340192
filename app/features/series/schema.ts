import { z } from "zod";
import { slugSchema } from "../../i18n/slug";
import { libraryPictureIdSchema } from "../media-library/public";

const imageUrlSchema = z.string().trim().max(1000, "too_long");

/** The series contract: what `POST/PUT /api/admin/series` take and answer. */
export const SERIES_LIMITS = { name: 200, description: 5_000 } as const;

const text = (max: number) => z.string("invalid").trim().max(max, "too_long");

const seriesText = z.object({ name: text(SERIES_LIMITS.name).min(1, "required"), description: text(SERIES_LIMITS.description).default("") });
const optionalSeriesText = z.object({ name: text(SERIES_LIMITS.name).default(""), description: text(SERIES_LIMITS.description).default("") });

export const seriesInputSchema = z.object({
  slug: slugSchema.optional().or(z.literal("").transform(() => undefined)),
  imageUrl: imageUrlSchema.nullish(),
  /** A library picture (it wins over `imageUrl`); null or absent with no `imageUrl`: no picture. */
  mediaId: libraryPictureIdSchema.nullish(),
  translations: z.object({ am: optionalSeriesText.optional(), en: seriesText, ru: optionalSeriesText.optional() }, "required"),
});
export type SeriesInput = z.input<typeof seriesInputSchema>;

const seriesTextRecord = z.object({ name: z.string(), description: z.string() });
export type SeriesText = z.infer<typeof seriesTextRecord>;

/** A series as the admin API answers it; the admin screen reads the list with it. */
export const seriesSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  mediaId: z.number().int().nullable(),
  translations: z.object({ am: seriesTextRecord.optional(), en: seriesTextRecord, ru: seriesTextRecord.optional() }),
});
export type Series = z.infer<typeof seriesSchema>;
