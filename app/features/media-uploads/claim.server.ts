import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import type { ClaimMedia, MediaPurpose } from "./claim-media";
import { reencodeImage } from "./reencode.server";
import { type MediaFamily, SNIFF_LENGTH } from "./sniff";
import { storageFailed } from "./storage-failure.server";
import { formatOfStoredName, type MediaStorage, objectKeyOf, type UnverifiedUpload } from "./storage.server";
import { acceptedFormat, allowsFormat, fileTooLarge, UPLOAD_RULES } from "./upload-rules";
import { isStoredFor, useSlotForObject } from "./upload-slots.server";

export type ClaimedMedia = { url: string; mediaType: MediaFamily };

const invalidMediaUrl = () =>
  new ApiError(400, "The media file was not found among this site's uploads. Please upload it again", "invalid_media_url");

// The site's own illustrations (demo banners); they ship with the build, so no upload record exists.
const SITE_MEDIA = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(jpe?g|png|gif|webp|avif|mp4|webm)$/;

function siteMedia(url: string): ClaimedMedia | null {
  const extension = SITE_MEDIA.exec(url)?.[1];
  if (!extension) return null;
  return { url, mediaType: extension === "mp4" || extension === "webm" ? "video" : "image" };
}

/**
 * Checks a media URL sent with a banner, staff member or coming-soon event before it is stored:
 * it must be one of our uploads, made for this purpose (a banner image is not a cropped staff photo)
 * and of a family the purpose takes; banners may also keep the site's own `/media/` files. Answers the
 * canonical public URL and the media type, or throws a 4xx ApiError.
 *
 * With S3 the browser PUT the file straight into the bucket, so the first claim of such a URL is
 * where its bytes get checked: read back, sniffed, re-encoded if an image, stored under its final
 * name, and the unchecked object deleted (refused or not). This needs the create/update handlers to
 * call the claim; an upload that is never claimed stays in `incoming/` until the bucket's
 * lifecycle rule removes it.
 */
export async function claimUploadedMedia(db: Db, storage: MediaStorage, url: string, purpose: MediaPurpose): Promise<ClaimedMedia> {
  const candidate = url.trim();
  if (purpose === "banner") {
    const site = siteMedia(candidate);
    if (site) return site;
  }
  const name = storage.storedName(candidate);
  if (name) {
    const format = formatOfStoredName(name);
    const ours = allowsFormat(purpose, format) && (await isStoredFor(db, objectKeyOf(name), purpose)) && (await storage.has(name).catch(storageFailed));
    if (!ours) throw invalidMediaUrl();
    return { url: storage.publicUrl(name), mediaType: format.family };
  }
  const upload = storage.unverifiedUpload(candidate);
  if (upload && (await useSlotForObject(db, upload.objectKey, purpose))) return verifyDirectUpload(storage, upload, purpose);
  throw invalidMediaUrl();
}

async function verifyDirectUpload(storage: MediaStorage, upload: UnverifiedUpload, purpose: MediaPurpose): Promise<ClaimedMedia> {
  try {
    const { maxBytes } = UPLOAD_RULES[purpose];
    const object = await upload.read(maxBytes).catch(storageFailed);
    if (!object) throw invalidMediaUrl();
    if (object.data.length > maxBytes) throw fileTooLarge(purpose);
    const sniffed = acceptedFormat(purpose, object.data.subarray(0, SNIFF_LENGTH), object.contentType);
    const stored = sniffed.family === "image" ? await reencodeImage(purpose, object.data, sniffed) : { data: object.data, format: sniffed };
    const publicUrl = await storage.save(`${upload.objectKey}.${stored.format.extension}`, stored.data, stored.format).catch(storageFailed);
    return { url: publicUrl, mediaType: stored.format.family };
  } finally {
    // Left behind only if storage is failing; the bucket's lifecycle rule clears incoming/ anyway.
    await upload.discard().catch(() => {});
  }
}

/** `claimUploadedMedia` bound to a database and storage, as the banner, staff and event handlers take it. */
export function mediaClaimer(db: Db, storage: MediaStorage): ClaimMedia {
  return (url, purpose) => claimUploadedMedia(db, storage, url, purpose);
}
