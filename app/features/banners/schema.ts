import type { Refusals } from "../../http/parse-body";
import { z } from "zod";
import type { Lang } from "../../i18n/languages";
import { BODY_REFUSALS, isActiveSchema, objectContract, optionalFlag, STATUS_REFUSALS, text } from "../../http/contract";
import { BANNER_BULK_MAX, BANNER_MESSAGES, BANNER_TITLE_MAX, isBannerTarget, isDayKey } from "./banner-rules";

/**
 * The banners' contract (docs/product.md §11–§12), browser-safe: the admin screen checks a form
 * with it before sending, the service parses the body with it. Problem keys are the banner
 * message keys the admin texts translate.
 */

const TARGET_URL_MAX = 2000;

/** A translated title: left out keeps what is stored (an edit) or stays empty (a creation); empty reads the English title. */
const translatedTitle = z.preprocess((value) => (typeof value === "string" ? value.trim() : undefined), z.string().max(BANNER_TITLE_MAX, "title_too_long").optional());
const DATE_FIELDS = ["startDate", "endDate"] as const;

/** The fields an edit and a creation both send; empty ones are refused as a whole form. */
function bannerFields<K extends string>(required: readonly K[], missing: "fill_required_fields" | "fill_required_fields_media") {
  return objectContract({
    /** The English title: the picture's alternative text, and the one a language without its own reads. */
    title: text.pipe(z.string().max(BANNER_TITLE_MAX, "title_too_long")),
    titleAm: translatedTitle,
    titleRu: translatedTitle,
    targetUrl: text.pipe(z.string().refine((url) => !url || (isBannerTarget(url) && url.length <= TARGET_URL_MAX), "invalid_target_url")),
    startDate: text.pipe(z.string().refine((day) => !day || isDayKey(day), "invalid_date")),
    endDate: text.pipe(z.string().refine((day) => !day || isDayKey(day), "invalid_date")),
    mediaUrl: text,
    /** A picture of the media library, instead of an uploaded `mediaUrl`. */
    mediaId: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? null : value),
      z.number({ error: () => "unknown_item" }).int("unknown_item").positive("unknown_item").nullable(),
    ),
    isActive: optionalFlag,
    isDevelopmentOnly: optionalFlag,
  }).superRefine((banner, ctx) => {
    const fields = banner as Record<string, unknown>;
    // The media: an upload (`mediaUrl`) or a library item (`mediaId`).
    if (required.some((field) => (field === "mediaUrl" ? !fields.mediaUrl && !fields.mediaId : !fields[field]))) ctx.addIssue({ code: "custom", message: missing, path: [] });
    else if (DATE_FIELDS.every((field) => isDayKey(banner[field])) && banner.endDate < banner.startDate) {
      ctx.addIssue({ code: "custom", message: "invalid_date_range", path: ["endDate"] });
    }
  });
}

export const createBannerSchema = bannerFields(["mediaUrl", "title", "targetUrl", "startDate", "endDate"], "fill_required_fields_media");
export const editBannerSchema = bannerFields(["title", "targetUrl", "startDate", "endDate"], "fill_required_fields");
export type BannerInput = z.output<typeof createBannerSchema>;

/** A toggle sends only `{isActive}`. */
export const toggleBannerSchema = isActiveSchema;

export const bulkStatusSchema = objectContract({
  ids: z
    .array(z.unknown(), { error: () => "no_banners_selected" })
    .min(1, "no_banners_selected")
    .max(BANNER_BULK_MAX, "too_many_ids")
    .pipe(z.array(z.int("invalid_id").min(1, "invalid_id").max(2_147_483_647, "invalid_id"))),
  isActive: z.boolean({ error: () => "invalid_status" }),
});

/** The refusals of the banner API, in order of precedence, with the English texts clients show. */
export const BANNER_REFUSALS = {
  ...BODY_REFUSALS,
  fill_required_fields_media: BANNER_MESSAGES.fill_required_fields_media,
  fill_required_fields: BANNER_MESSAGES.fill_required_fields,
  title_too_long: BANNER_MESSAGES.title_too_long,
  invalid_target_url: BANNER_MESSAGES.invalid_target_url,
  invalid_date: "Dates must be calendar days (YYYY-MM-DD)",
  invalid_date_range: BANNER_MESSAGES.invalid_date_range,
  no_banners_selected: BANNER_MESSAGES.no_banners_selected,
  too_many_ids: BANNER_MESSAGES.too_many_ids,
  invalid_id: "ids must be a list of banner ids",
  unknown_item: BANNER_MESSAGES.unknown_item,
  ...STATUS_REFUSALS,
} as const satisfies Refusals;

/** A banner's library picture cut 2:1 around its focal point, in its widths, with its alt text in the page's language ("" when none is written). */
export type BannerPicture = { src: string; width: number; height: number; alt: string; sources: { type: "image/avif" | "image/webp"; srcset: string }[] };

/** A banner as visitors get it (the public read): `title` in the page's language; `picture` null for a video or a picture stored before the library. */
export type PublicBanner = { id: number; title: string; mediaType: "image" | "video"; mediaUrl: string; picture: BannerPicture | null; targetUrl: string };

/** A banner's title in a language: its own, else the English one. */
export function bannerTitle(banner: { title: string; titleAm: string; titleRu: string }, lang: Lang): string {
  return (lang === "am" ? banner.titleAm : lang === "ru" ? banner.titleRu : "") || banner.title;
}

/** A banner as the admin API answers it; the admin screen reads the list with it. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleAm: z.string(),
  titleRu: z.string(),
  mediaUrl: z.string(),
  mediaId: z.number().int().nullable(),
  mediaType: z.enum(["image", "video"]),
  targetUrl: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  isDevelopmentOnly: z.boolean(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  isCurrentlyActive: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
