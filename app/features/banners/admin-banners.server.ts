import { desc, eq, inArray } from "drizzle-orm";
import { parseBody } from "../../http/parse-body";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { createRecordService } from "../../db/record-service.server";
import { BANNER_READS } from "./banners.server";
import { advertBanners } from "../../db/schema/banners";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { libraryItemFromStoredMedia, libraryMediaFile } from "../media-library/public.server";
import type { Localised } from "../../i18n/languages";
import { ApiError } from "../../http/api-error";
import { isCurrentlyActive } from "./banner-rules";
import { type AdminBanner, BANNER_REFUSALS, type BannerInput, bulkStatusSchema, createBannerSchema, editBannerSchema, toggleBannerSchema } from "./schema";

const withStatus = (row: typeof advertBanners.$inferSelect): AdminBanner => ({ ...row, createdAt: row.createdAt.toISOString(), isCurrentlyActive: isCurrentlyActive(row) });

/** A write of only `{isActive}` (and the id): the list's switch, not an edit of the banner. */
const isToggle = (raw: unknown) => raw !== null && typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).every((key) => key === "isActive" || key === "id");

/**
 * The admin side of advertisement banners (docs/product.md §11 and §12): the one record service (newest first; an
 * edit keeps the media unless a new upload or library item is sent), with the list's switch and the bulk status change beside it. Every
 * write makes the public banners be read again (they are kept a few seconds for visitors).
 */
export function createBannerAdmin(db: Db, claimMedia: ClaimMedia, storage: MediaStorage) {
  /**
   * The media a save names: a library item by `mediaId` (a picture or a video), or an upload (the spec's contract),
   * checked as a banner's and made a library item whose alt text is the titles; else the current one is kept.
   */
  async function mediaOf(input: Pick<BannerInput, "mediaUrl" | "mediaId">, titles: Localised<string>, current: AdminBanner | null) {
    if (input.mediaId && input.mediaId !== current?.mediaId) {
      const file = await libraryMediaFile(db, input.mediaId);
      if (!file) throw new ApiError("unknown_item", "The picture is not in the media library (it may have been deleted)", { mediaId: "unknown_item" });
      return { mediaId: input.mediaId, mediaUrl: file.url, mediaType: file.mediaType };
    }
    if (current && (input.mediaId || !input.mediaUrl || input.mediaUrl === current.mediaUrl)) return { mediaId: current.mediaId, mediaUrl: current.mediaUrl, mediaType: current.mediaType };
    const claimed = await claimMedia(input.mediaUrl ?? "", "banner");
    const item = await libraryItemFromStoredMedia(db, storage, claimed, titles);
    return { mediaId: item.id, mediaUrl: claimed.url, mediaType: claimed.mediaType };
  }

  const records = createRecordService(db, {
    table: advertBanners,
    contract: createBannerSchema,
    updateContract: editBannerSchema,
    refusals: BANNER_REFUSALS,
    missing: "No such banner: it may have been deleted already",
    reads: BANNER_READS,
    listOrder: [desc(advertBanners.createdAt), desc(advertBanners.id)],
    toRecord: withStatus,
    async toRow({ mediaUrl, mediaId, isActive, isDevelopmentOnly, ...fields }, current) {
      const titles = { en: fields.title, am: fields.titleAm ?? current?.titleAm ?? "", ru: fields.titleRu ?? current?.titleRu ?? "" };
      return {
        ...fields,
        titleAm: titles.am,
        titleRu: titles.ru,
        ...(await mediaOf({ mediaUrl, mediaId }, titles, current)),
        isActive: isActive ?? current?.isActive ?? true,
        isDevelopmentOnly: isDevelopmentOnly ?? current?.isDevelopmentOnly ?? false,
      };
    },
  });

  return {
    ...records,

    async update(id: number, raw: unknown): Promise<AdminBanner> {
      if (!isToggle(raw)) return records.update(id, raw);
      await records.one(id);
      const { isActive } = parseBody(toggleBannerSchema, raw, { refusals: BANNER_REFUSALS });
      const [row] = await db.update(advertBanners).set({ isActive }).where(eq(advertBanners.id, id)).returning();
      forgetReads(db, BANNER_READS);
      return withStatus(row!);
    },

    async setStatus(raw: unknown): Promise<{ message: string; updated: number }> {
      const { ids, isActive } = parseBody(bulkStatusSchema, raw, { refusals: BANNER_REFUSALS });
      const updated = await db.update(advertBanners).set({ isActive }).where(inArray(advertBanners.id, ids)).returning({ id: advertBanners.id });
      forgetReads(db, BANNER_READS);
      return { message: `${updated.length} banner(s) ${isActive ? "activated" : "deactivated"}`, updated: updated.length };
    },
  };
}
