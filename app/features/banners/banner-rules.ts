import { dayKey, hallDay, parseDayKey } from "../../i18n/hall-time";
import { acceptedTypes, checkMediaFile, declaredFamily, fileSizeMessage, fileTypeMessage, UPLOAD_LIMITS } from "../media-uploads/public";

/** docs/product.md §11: banner media types and size (shared with the server's upload checks). */
export const BANNER_MAX_BYTES = UPLOAD_LIMITS.banner.maxBytes;
export const BANNER_ACCEPT = acceptedTypes("banner");
export const BANNER_TITLE_MAX = 200;
export const BANNER_BULK_MAX = 500;

/** The banner error keys (docs/product.md §11) with their English texts; the admin catalogues translate the keys. */
export const BANNER_MESSAGES = {
  fill_required_fields_media: "Please fill in all required fields and select a media file",
  fill_required_fields: "Please fill in all required fields",
  invalid_file_type: fileTypeMessage("banner"),
  file_size_error: fileSizeMessage("banner"),
  invalid_date_range: "The end date cannot be before the start date",
  invalid_target_url: "The link must be a web address (https://…) or a path on this site (/…)",
  no_banners_selected: "No banners selected",
  title_too_long: `The title can be at most ${BANNER_TITLE_MAX} characters`,
  invalid_date: "Enter the dates as calendar days",
  too_many_ids: `At most ${BANNER_BULK_MAX} banners at once`,
  failed_get_upload_url: "Failed to get upload URL",
  failed_upload_file: "Failed to upload file",
  failed_fetch_banners: "Failed to fetch banners",
  failed_fetch_active_banners: "Failed to fetch active banners",
  failed_create_banner: "Failed to create banner",
  failed_update_banner: "Failed to update banner",
  failed_delete_banner: "Failed to delete banner",
  unknown_item: "That picture is no longer in the media library. Choose another",
} as const;
export type BannerMessageKey = keyof typeof BANNER_MESSAGES;

export function bannerMediaType(contentType: string): "image" | "video" | null {
  return declaredFamily(contentType);
}

/** A banner's link: an http(s) address or a path on this site, never `javascript:` or `//host`. */
export function isBannerTarget(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const isDayKey = (value: string) => parseDayKey(value) !== null;

/** docs/product.md §11: currently active only when switched on and today, on the hall's calendar, lies within the dates. */
export function isCurrentlyActive(banner: { isActive: boolean; startDate: string; endDate: string }, now = new Date()): boolean {
  const today = dayKey(hallDay(now));
  return banner.isActive && banner.startDate <= today && today <= banner.endDate;
}

/** The browser's check before uploading (the server checks the bytes again). */
export function checkBannerFile(file: { type: string; size: number }): BannerMessageKey | null {
  return checkMediaFile("banner", file);
}

/**
 * How the admin list shows a banner's media and state. A row written by an older version, or an
 * answer the screen does not understand, shows "unknown" instead of a broken picture or a guess.
 */
export function bannerMediaKind(mediaType: unknown): "image" | "video" | "unknown" {
  return mediaType === "image" || mediaType === "video" ? mediaType : "unknown";
}

export function bannerStateKind(isCurrentlyActive: unknown): "active" | "inactive" | "unknown" {
  return isCurrentlyActive === true ? "active" : isCurrentlyActive === false ? "inactive" : "unknown";
}
