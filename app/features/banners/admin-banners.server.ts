import { desc, eq, inArray } from "drizzle-orm";
import { parseBody } from "../../http/parse-body";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { createRecordService } from "../../db/record-service.server";
import { BANNER_READS } from "./banners.server";
import { advertBanners } from "../../db/schema/banners";
import type { ClaimMedia } from "../media-uploads/public";
import { isCurrentlyActive } from "./banner-rules";
import { type AdminBanner, BANNER_REFUSALS, bulkStatusSchema, createBannerSchema, editBannerSchema, toggleBannerSchema } from "./schema";

const withStatus = (row: typeof advertBanners.$inferSelect): AdminBanner => ({ ...row, createdAt: row.createdAt.toISOString(), isCurrentlyActive: isCurrentlyActive(row) });

/** A write of only `{isActive}` (and the id): the list's switch, not an edit of the banner. */
const isToggle = (raw: unknown) => raw !== null && typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).every((key) => key === "isActive" || key === "id");

/**
 * The admin side of advertisement banners (docs/product.md §11 and §12): the one record service (newest first; an
 * edit keeps the file unless a new one is sent), with the list's switch and the bulk status change beside it. Every
 * write makes the public banners be read again (they are kept a few seconds for visitors).
 */
export function createBannerAdmin(db: Db, claimMedia: ClaimMedia) {
  const records = createRecordService(db, {
    table: advertBanners,
    contract: createBannerSchema,
    updateContract: editBannerSchema,
    refusals: BANNER_REFUSALS,
    missing: "No such banner: it may have been deleted already",
    reads: BANNER_READS,
    listOrder: [desc(advertBanners.createdAt), desc(advertBanners.id)],
    toRecord: withStatus,
    async toRow({ mediaUrl, isActive, isDevelopmentOnly, ...fields }, current) {
      const media =
        current && (!mediaUrl || mediaUrl === current.mediaUrl) ? { url: current.mediaUrl, mediaType: current.mediaType } : await claimMedia(mediaUrl ?? "", "banner");
      return {
        ...fields,
        titleAm: fields.titleAm ?? current?.titleAm ?? "",
        titleRu: fields.titleRu ?? current?.titleRu ?? "",
        mediaUrl: media.url,
        mediaType: media.mediaType,
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
