import { ApiError } from "../../http/api-error";
import type { MediaPurpose } from "./claim-media";
import { declaredFamily, type MediaFamily, type MediaFormat, sniffMediaFormat } from "./sniff";

export const MEDIA_PURPOSES = ["banner", "staff", "event"] as const satisfies readonly MediaPurpose[];

const MB = 1024 * 1024;

/** docs/product.md §11: banner media up to 50 MB, image or video; staff and event photos up to 5 MB, images only. */
export const UPLOAD_RULES: Record<MediaPurpose, { maxBytes: number; families: readonly MediaFamily[] }> = {
  banner: { maxBytes: 50 * MB, families: ["image", "video"] },
  staff: { maxBytes: 5 * MB, families: ["image"] },
  event: { maxBytes: 5 * MB, families: ["image"] },
};

export function isMediaPurpose(value: unknown): value is MediaPurpose {
  return typeof value === "string" && (MEDIA_PURPOSES as readonly string[]).includes(value);
}

export function allowsFormat(purpose: MediaPurpose, format: MediaFormat): boolean {
  return UPLOAD_RULES[purpose].families.includes(format.family);
}

/**
 * The format a file's first bytes show, when `purpose` takes it and the declared Content-Type is an
 * accepted type of the same family (HTML declared image/png, or a PNG declared video/mp4, is refused).
 */
export function acceptedFormat(purpose: MediaPurpose, head: Uint8Array, declaredType: string | undefined): MediaFormat {
  const format = sniffMediaFormat(head);
  if (!format || !allowsFormat(purpose, format) || declaredFamily(declaredType) !== format.family) throw invalidFileType(purpose);
  return format;
}

export function invalidFileType(purpose: MediaPurpose): ApiError {
  const message = UPLOAD_RULES[purpose].families.includes("video")
    ? "Please select a valid image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, OGG) file"
    : "Please select a valid image (JPEG, PNG, GIF, WebP) file";
  return new ApiError(415, message, "invalid_file_type");
}

export function fileTooLarge(purpose: MediaPurpose): ApiError {
  return new ApiError(413, `File size must be less than ${UPLOAD_RULES[purpose].maxBytes / MB}MB`, "file_size_error");
}
