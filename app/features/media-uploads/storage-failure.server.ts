import { ApiError } from "../../http/api-error";

// A full disk or an exhausted quota: retrying will not help until someone frees space.
const FULL = new Set(["ENOSPC", "EDQUOT"]);

/**
 * Rethrows a failed read or write of media storage (disk or bucket) as an answer the admin can act
 * on; refusals already phrased as ApiErrors pass through unchanged. Nothing is stored either way.
 */
export function storageFailed(error: unknown): never {
  if (error instanceof ApiError) throw error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && FULL.has(code)) {
    throw new ApiError("storage_full", "The media storage is full, so the file was not saved. Please tell the site's administrator.");
  }
  throw new ApiError("storage_unavailable", "The media storage is not answering, so nothing was saved. Please try again in a few minutes.");
}
