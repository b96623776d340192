import { apiFailure } from "../../../admin/api-failure";
import { RefusedHere } from "../../../admin/form";
import { checkImageFile } from "../../../admin/image-picker";
import { adminFetch, adminSendJson } from "../../../admin/session";
import { UPLOAD_LIMITS } from "../../media-uploads/public";
import type { LocalisedText } from "../schema";
import { mediaItemSchema } from "../schema";
import { checkMediaFile } from "../../media-uploads/public";

/**
 * The upload contract for the library: an upload URL asked for without a purpose (the library claims it when the
 * item is created), then the file PUT there with its progress reported. Answers the upload URL, which is what
 * `POST /api/admin/media` takes.
 */
export async function uploadToLibrary(file: File, onProgress: (percent: number) => void): Promise<string> {
  const problem = checkMediaFile("library", file);
  if (problem) throw new RefusedHere(problem);
  const slot = await adminFetch("/api/objects/upload", { method: "POST" });
  if (!slot.ok) throw await apiFailure(slot);
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", uploadURL);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else {
        let code = "failed_upload_file";
        try {
          code = (JSON.parse(request.responseText) as { code?: string }).code ?? code;
        } catch {
          // A bucket answers XML: the step's own code.
        }
        reject(new RefusedHere(code));
      }
    };
    request.onerror = () => reject(new RefusedHere("network"));
    request.send(file);
  });
  onProgress(100);
  return uploadURL;
}

/** A record's picture uploaded into the library (a picture only, never a video) with its alt text; answers the item's id. */
export async function pictureIntoLibrary(file: File, alt: Partial<LocalisedText>): Promise<number> {
  const problem = checkImageFile(file, UPLOAD_LIMITS.library.maxBytes);
  if (problem) throw new RefusedHere(problem);
  const upload = await uploadToLibrary(file, () => {});
  const created = await adminSendJson("/api/admin/media", "POST", { upload, alt });
  return mediaItemSchema.parse(await created.json()).id;
}
