import { rm } from "node:fs/promises";
import express from "express";
import { ApiError } from "../../http/api-error";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../admin-auth/public.server";
import type { MediaPurpose } from "./claim-media";
import { reencodeImage } from "./reencode.server";
import { declaredFamily, SNIFF_LENGTH } from "./sniff";
import { spoolBody } from "./spool-body.server";
import { isWholeVideoFile } from "./video-container.server";
import { storageFailed } from "./storage-failure.server";
import { type MediaStorage, uploadPath } from "./storage.server";
import { acceptedFormat, fileTooLarge, invalidFileType, isMediaPurpose, UPLOAD_RULES } from "./upload-rules";
import { createUploadSlot, findUploadSlot, OPEN_SLOTS_PER_ACCOUNT, recordStoredName, UPLOAD_SLOT_TTL_MS, useUploadSlot } from "./upload-slots.server";
import { isJsonObject } from "../../http/json-object";

/** No body, or none naming a purpose: the purpose is decided when a record claims the upload. */
function readPurpose(body: unknown): MediaPurpose | null {
  if (body === undefined) return null;
  const purpose = isJsonObject(body) ? body.purpose : null;
  if (purpose === undefined) return null;
  if (isMediaPurpose(purpose)) return purpose;
  throw new ApiError("invalid_purpose", "purpose must be banner, staff or event");
}

const linkUsed = () => new ApiError("upload_used", "This upload link has already been used. Please try again");

/** The upload token is a credential: keep it out of request logs. */
export function redactUploadToken(url: string): string {
  return url.replace(/(\/objects\/upload\/)[^/?#]+/, "$1[redacted]");
}

/**
 * docs/product.md §12: `POST /api/objects/upload` (admin) hands out a single-use upload URL,
 * the browser PUTs the file there. The PUT needs no bearer token: the URL's random token is the
 * credential. Mount it before the API's JSON parser: the PUT body is read here as a stream.
 */
export function mediaUploadApiRouter({ db, storage }: { db: Db; storage: MediaStorage }): express.Router {
  const router = express.Router();

  router.post("/objects/upload", requireAdmin(db), express.json({ limit: "1kb" }), async (req, res) => {
    const purpose = readPurpose(req.body);
    const slot = await createUploadSlot(db, res.locals.admin!.adminId, purpose);
    if (!slot) {
      throw new ApiError("throttled", `You have ${OPEN_SLOTS_PER_ACCOUNT} uploads started and not finished. Finish them, or try again in ${UPLOAD_SLOT_TTL_MS / 60_000} minutes`);
    }
    res.setHeader("Cache-Control", "no-store");
    res.json({ uploadURL: await storage.uploadUrl(slot), expiresAt: slot.expiresAt.toISOString() });
  });

  router.put("/objects/upload/:token", async (req, res) => {
    const slot = await findUploadSlot(db, req.params.token);
    if (!slot) throw new ApiError("upload_not_found", "This upload link is not valid. Please try again");
    if (slot.usedAt) throw linkUsed();
    if (slot.expiresAt.getTime() <= Date.now()) throw new ApiError("upload_expired", "This upload link has expired. Please try again");
    // Without a purpose the widest rules (a banner's) apply now, and the claiming record's rules later.
    const purpose = slot.purpose ?? "banner";
    const { maxBytes, families } = UPLOAD_RULES[purpose];
    const declaredType = req.get("content-type");
    const declared = declaredFamily(declaredType);
    if (!declared || !families.includes(declared)) throw invalidFileType(purpose);
    if (Number(req.get("content-length")) > maxBytes) throw fileTooLarge(purpose);
    if (!(await useUploadSlot(db, slot.id))) throw linkUsed();

    const spooled = await spoolBody(req, {
      dir: storage.scratchDir,
      maxBytes,
      headLength: SNIFF_LENGTH,
      inspectHead: (head) => acceptedFormat(purpose, head, declaredType),
      tooLarge: () => fileTooLarge(purpose),
    }).catch(storageFailed);
    const format = spooled.inspected;
    let answer: { url: string; mediaType: string; contentType: string; size: number };
    // The spooled body is removed before answering, so a client never sees it beside the stored file.
    try {
      // A video is walked to its end: an MP4 header with anything else behind it is not a video.
      if (format.family === "video" && !(await isWholeVideoFile(spooled.file, format))) throw invalidFileType(purpose);
      if (!slot.purpose) {
        await storage.hold(slot.objectKey, { file: spooled.file }).catch(storageFailed);
        // The upload URL stays the file's address until a record claims it.
        answer = { url: uploadPath(req.params.token), mediaType: format.family, contentType: format.contentType, size: spooled.size };
      } else {
        const stored =
          format.family === "image" ? await reencodeImage(purpose, spooled.file, format) : { data: { file: spooled.file }, format };
        const content = stored.data;
        const size = Buffer.isBuffer(content) ? content.length : spooled.size;
        const name = `${slot.objectKey}.${stored.format.extension}`;
        const url = await storage.save(name, content, stored.format).catch(storageFailed);
        await recordStoredName(db, slot.id, name);
        answer = { url, mediaType: stored.format.family, contentType: stored.format.contentType, size };
      }
    } finally {
      await rm(spooled.file, { force: true });
    }
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });

  // A refused upload is answered before its body is read: close the connection instead of draining it.
  router.use("/objects/upload/:token", ((error, req, res, next) => {
    if (!req.complete) res.setHeader("Connection", "close");
    next(error);
  }) satisfies express.ErrorRequestHandler);

  return router;
}
