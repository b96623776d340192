import type { Db } from "../../db/client.server";
import type { LocalisedText } from "../../db/schema/media-library";
import { ApiError } from "../../http/api-error";
import type { MediaPurpose } from "../../media/media-rules";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import type { CropName } from "./focal-crop";
import { croppedPictures, libraryItemFromStoredPicture, libraryPictureFile } from "./library.server";

/**
 * A record's optional picture: the library item, and the plain file the API's `imageUrl` answers (for a library
 * picture, its crop the record's page shows: what the programmes' small performer pictures and link previews use).
 */
export type RecordPictureRef = { mediaId: number | null; imageUrl: string | null };

/**
 * The optional picture a record's save names (an artist's, a series'): a library picture by `mediaId`; else an
 * upload by the spec's `imageUrl` contract, claimed for `kept.purpose` and made a library item whose alt text is
 * `alt` (the record's name); else the current one when `imageUrl` names it; else none.
 */
export async function recordPicture(
  deps: { db: Db; claimMedia: ClaimMedia; storage: MediaStorage },
  input: { mediaId?: number | null; imageUrl?: string | null },
  current: RecordPictureRef | null,
  kept: { purpose: MediaPurpose; crop: CropName },
  alt: () => LocalisedText,
): Promise<RecordPictureRef> {
  if (input.mediaId) {
    if (input.mediaId === current?.mediaId) return current;
    // A picture none of whose files could be made is still the record's: its own file stands in.
    const imageUrl = (await croppedPictures(deps.db, [input.mediaId], kept.crop, "en")).get(input.mediaId)?.src ?? (await libraryPictureFile(deps.db, input.mediaId));
    if (!imageUrl) throw new ApiError("unknown_item", "The picture is not in the media library (it may have been deleted)", { mediaId: "unknown_item" });
    return { mediaId: input.mediaId, imageUrl };
  }
  if (!input.imageUrl) return { mediaId: null, imageUrl: null };
  if (current && input.imageUrl === current.imageUrl) return current;
  const claimed = await deps.claimMedia(input.imageUrl, kept.purpose);
  const item = await libraryItemFromStoredPicture(deps.db, deps.storage, claimed.url, alt());
  return { mediaId: item.id, imageUrl: claimed.url };
}
