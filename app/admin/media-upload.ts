import type { MediaPurpose } from "../media/media-rules";
import { apiFailure, AdminApiError } from "./api-failure";
import { adminFetch } from "./session";

/**
 * The two-step upload (docs/product.md §12): ask for a single-use upload URL, then PUT the file there with its
 * type. Our own server answers the PUT with the stored file's public URL; a bucket's presigned URL
 * answers nothing useful, and the object's address is the URL without its signature.
 */
export async function uploadMedia(file: Blob, purpose: MediaPurpose, onStage?: (stage: "uploading") => void): Promise<string> {
  const slot = await adminFetch("/api/objects/upload", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ purpose }),
  });
  if (!slot.ok) throw withCode(await apiFailure(slot), "failed_get_upload_url");
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  onStage?.("uploading");
  const put = await fetch(uploadURL, { method: "PUT", headers: { "Content-Type": file.type || "application/octet-stream" }, body: file });
  if (!put.ok) throw withCode(await apiFailure(put), "failed_upload_file");
  const stored = (await put.json().catch(() => null)) as { url?: unknown } | null;
  return typeof stored?.url === "string" ? stored.url : uploadURL.split("?")[0]!;
}

/** Keeps the server's own code (a wrong type, a file too large) and falls back to the step's key. */
function withCode(error: AdminApiError, fallback: string): AdminApiError {
  return error.code && error.code !== "internal" ? error : new AdminApiError(error.status, error.message, fallback);
}
