/**
 * What each kind of media takes: one copy for the admin screens (checked before uploading) and the
 * server (which checks the bytes again). Browser-safe: nothing here may import server code.
 */
/** `library`: an item of the media library (features/media-library), claimed from an upload asked for without a purpose. */
export type MediaPurpose = "banner" | "staff" | "event" | "library";
export type MediaFamily = "image" | "video";

/** The purposes a client may name when it asks for an upload URL. */
export const MEDIA_PURPOSES = ["banner", "staff", "event"] as const satisfies readonly MediaPurpose[];

const MB = 1024 * 1024;

/** Banner media up to 50 MB, image or video; staff and event photos up to 5 MB, images only. */
export const UPLOAD_LIMITS: Record<MediaPurpose, { maxBytes: number; families: readonly MediaFamily[] }> = {
  banner: { maxBytes: 50 * MB, families: ["image", "video"] },
  staff: { maxBytes: 5 * MB, families: ["image"] },
  event: { maxBytes: 5 * MB, families: ["image"] },
  library: { maxBytes: 50 * MB, families: ["image", "video"] },
};

/** What browsers put in File.type for the accepted files (image/jpg too, which some send for JPEG). */
export const MEDIA_TYPES: Readonly<Record<string, MediaFamily>> = {
  "image/jpeg": "image",
  "image/jpg": "image",
  "image/png": "image",
  "image/gif": "image",
  "image/webp": "image",
  "video/mp4": "video",
  "video/webm": "video",
  "video/ogg": "video",
};

export function isMediaPurpose(value: unknown): value is (typeof MEDIA_PURPOSES)[number] {
  return typeof value === "string" && (MEDIA_PURPOSES as readonly string[]).includes(value);
}

/** The family a declared Content-Type names when it is one of the accepted types, else null. */
export function declaredFamily(contentType: string | undefined): MediaFamily | null {
  const essence = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return Object.hasOwn(MEDIA_TYPES, essence) ? MEDIA_TYPES[essence]! : null;
}

/** The file input's `accept` list for a purpose. */
export const acceptedTypes = (purpose: MediaPurpose) =>
  Object.keys(MEDIA_TYPES)
    .filter((type) => UPLOAD_LIMITS[purpose].families.includes(MEDIA_TYPES[type]!))
    .join(",");

export const fileTypeMessage = (purpose: MediaPurpose) =>
  UPLOAD_LIMITS[purpose].families.includes("video")
    ? "Please select a valid image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, OGG) file"
    : "Please select a valid image (JPEG, PNG, GIF, WebP) file";

/** A purpose's largest file in megabytes, as the texts that name the limit say it. */
export const uploadMegabytes = (purpose: MediaPurpose) => UPLOAD_LIMITS[purpose].maxBytes / MB;

export const fileSizeMessage = (purpose: MediaPurpose) => `File size must be less than ${uploadMegabytes(purpose)}MB`;

/** The browser's check of a chosen file by its declared type and size (the server checks the bytes again). */
export function checkMediaFile(purpose: MediaPurpose, file: { type: string; size: number }): "invalid_file_type" | "file_size_error" | null {
  const family = declaredFamily(file.type);
  if (!family || !UPLOAD_LIMITS[purpose].families.includes(family)) return "invalid_file_type";
  if (file.size > UPLOAD_LIMITS[purpose].maxBytes) return "file_size_error";
  return null;
}
