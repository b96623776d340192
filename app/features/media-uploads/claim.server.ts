import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import type { ClaimMedia, MediaPurpose } from "./claim-media";
import { reencodeImage } from "./reencode.server";
import type { MediaFamily } from "./sniff";
import { storageFailed } from "./storage-failure.server";
import { formatOfStoredName, type MediaStorage, objectKeyOf, type UnverifiedUpload } from "./storage.server";
import { acceptedFormat, allowsFormat, fileTooLarge, UPLOAD_RULES } from "./upload-rules";
import { claimUploadSlot, findSlotOfObject, findUploadSlot, forgetUnclaimedSlot, isStoredFor, markStoredUploadClaimed, recordStoredName, unclaimedStoredUploads, type UploadSlot } from "./upload-slots.server";

export type ClaimedMedia = { url: string; mediaType: MediaFamily };

const invalidMediaUrl = () =>
  new ApiError("invalid_media_url", "The media file was not found among this site's uploads. Please upload it again");
// Same code as above: the admin screens answer both with "upload it again".
const uploadClaimed = () =>
  new ApiError("invalid_media_url", "This upload is already used by another record. Please upload the file again");
const nothingUploaded = () =>
  new ApiError("invalid_media_url", "No file was uploaded to this upload URL. Please upload the file first");

// The site's own illustrations (demo banners); they ship with the build, so no upload record exists.
const SITE_MEDIA = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(jpe?g|png|gif|webp|avif|mp4|webm)$/;

function siteMedia(url: string): ClaimedMedia | null {
  const extension = SITE_MEDIA.exec(url)?.[1];
  if (!extension) return null;
  return { url, mediaType: extension === "mp4" || extension === "webm" ? "video" : "image" };
}

/**
 * Checks a media URL sent with a banner, staff member or coming-soon event before it is stored, and
 * answers the canonical public URL and the media type, or throws a 4xx ApiError. Accepted:
 * - the public URL of one of our checked files, made for this purpose (a banner image is not a
 *   cropped staff photo); banners may also keep the site's own `/media/` files;
 * - the upload URL itself (what a client following the spec stores), once: the first claim gives
 *   the upload to this record. An upload asked for without a purpose gets its purpose here, and its
 *   bytes are checked against that purpose's rules (size, types) and re-encoded for it. With S3 the
 *   browser PUT the file straight into the bucket, so that check happens here for every upload.
 * A checked upload is stored under its final name and the unchecked copy deleted (refused or not);
 * one never claimed stays held until the bucket's lifecycle rule, or the local sweep, removes it. A file checked and
 * stored at its PUT that no record claims within a day is removed by `forgetUnclaimedUploads`.
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
    // Stored at its PUT (a purpose named): from now on a record holds it, and the sweep of unclaimed uploads leaves it.
    await markStoredUploadClaimed(db, objectKeyOf(name));
    return { url: storage.publicUrl(name), mediaType: format.family };
  }
  const reference = storage.uploadOf(candidate);
  const slot = !reference ? null : "token" in reference ? await findUploadSlot(db, reference.token) : await findSlotOfObject(db, reference.objectKey);
  if (!slot) throw invalidMediaUrl();
  return claimUpload(db, storage, slot, purpose);
}

async function claimUpload(db: Db, storage: MediaStorage, slot: UploadSlot, purpose: MediaPurpose): Promise<ClaimedMedia> {
  if (slot.claimedAt) throw uploadClaimed();
  if (slot.purpose && slot.purpose !== purpose) throw invalidMediaUrl();
  if (!(await claimUploadSlot(db, slot.id, purpose))) throw uploadClaimed();
  // Asked for with this purpose and PUT to this server: checked and stored at the PUT already.
  if (slot.storedName) {
    if (!(await storage.has(slot.storedName).catch(storageFailed))) throw invalidMediaUrl();
    return { url: storage.publicUrl(slot.storedName), mediaType: formatOfStoredName(slot.storedName).family };
  }
  const claimed = await checkHeldUpload(storage, slot.objectKey, storage.heldUpload(slot.objectKey), purpose);
  await recordStoredName(db, slot.id, claimed.name);
  return { url: claimed.url, mediaType: claimed.mediaType };
}

async function checkHeldUpload(storage: MediaStorage, objectKey: string, upload: UnverifiedUpload, purpose: MediaPurpose) {
  try {
    const { maxBytes } = UPLOAD_RULES[purpose];
    const object = await upload.read(maxBytes).catch(storageFailed);
    if (!object) throw nothingUploaded();
    if (object.size > maxBytes) throw fileTooLarge(purpose);
    const sniffed = acceptedFormat(purpose, object.head, object.contentType);
    const { content } = object;
    const stored =
      sniffed.family === "image"
        ? await reencodeImage(purpose, Buffer.isBuffer(content) ? content : content.file, sniffed)
        : { data: content, format: sniffed };
    const name = `${objectKey}.${stored.format.extension}`;
    const url = await storage.save(name, stored.data, stored.format).catch(storageFailed);
    return { name, url, mediaType: stored.format.family };
  } finally {
    // Left behind only if storage is failing; the held uploads' sweep (or a bucket's lifecycle rule) clears it anyway.
    await upload.discard().catch(() => {});
  }
}

/** `claimUploadedMedia` bound to a database and storage, as the banner, staff and event handlers take it. */
export function mediaClaimer(db: Db, storage: MediaStorage): ClaimMedia {
  return (url, purpose) => claimUploadedMedia(db, storage, url, purpose);
}

/** How long a file checked and stored at its PUT waits for a record to claim it. */
export const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files of uploads made with a purpose (checked and stored at the PUT) that no record claimed within a
 * day: an upload abandoned in a form, or one made only to host a file. Run with the daily housekeeping; the slot is
 * forgotten before its file, so a record claiming it at that moment either keeps it or is refused.
 */
export async function forgetUnclaimedUploads(db: Db, storage: MediaStorage, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS);
  let removed = 0;
  for (;;) {
    const batch = await unclaimedStoredUploads(db, before, 100);
    for (const slot of batch) {
      if (!slot.storedName || !(await forgetUnclaimedSlot(db, slot.id))) continue;
      await storage.remove(slot.storedName);
      removed++;
    }
    if (batch.length < 100) return removed;
  }
}
