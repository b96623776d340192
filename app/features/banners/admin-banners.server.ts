import { desc, eq, inArray } from "drizzle-orm";
import { notFound, parseBody } from "../../http/parse-body";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { BANNER_READS } from "./banners.server";
import { advertBanners } from "../../db/schema/banners";
import type { ClaimMedia } from "../media-uploads/public";
import { isCurrentlyActive } from "./banner-rules";
import { type AdminBanner, BANNER_REFUSALS, bulkStatusSchema, createBannerSchema, editBannerSchema, toggleBannerSchema } from "./schema";

const NOT_FOUND = "No such banner: it may have been deleted already";


const withStatus = (row: typeof advertBanners.$inferSelect): AdminBanner => ({ ...row, createdAt: row.createdAt.toISOString(), isCurrentlyActive: isCurrentlyActive(row) });

/** The admin side of advertisement banners (docs/product.md §11 and §12). */
export function createBannerAdmin(db: Db, claimMedia: ClaimMedia) {
  async function find(id: number) {
    const [row] = await db.select().from(advertBanners).where(eq(advertBanners.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Every write makes the public banners be read again (they are kept a few seconds for visitors): the one place they are cleared. */
  function written<T>(result: T): T {
    forgetReads(db, BANNER_READS);
    return result;
  }

  return {
    async list(): Promise<AdminBanner[]> {
      const rows = await db.select().from(advertBanners).orderBy(desc(advertBanners.createdAt), desc(advertBanners.id));
      return rows.map(withStatus);
    },

    async create(raw: unknown): Promise<AdminBanner> {
      const { mediaUrl, isActive, isDevelopmentOnly, ...fields } = parseBody(createBannerSchema, raw, { refusals: BANNER_REFUSALS });
      const media = await claimMedia(mediaUrl, "banner");
      const [row] = await db
        .insert(advertBanners)
        .values({
          ...fields,
          titleAm: fields.titleAm ?? "",
          titleRu: fields.titleRu ?? "",
          mediaUrl: media.url,
          mediaType: media.mediaType,
          isActive: isActive ?? true,
          isDevelopmentOnly: isDevelopmentOnly ?? false,
        })
        .returning();
      return written(withStatus(row!));
    },

    /** A toggle sends only `{isActive}`; an edit sends the fields (and a new media URL when replaced). */
    async update(id: number, raw: unknown): Promise<AdminBanner> {
      const current = await find(id);
      const isToggle = raw !== null && typeof raw === "object" && !Array.isArray(raw) && Object.keys(raw).every((key) => key === "isActive" || key === "id");
      if (isToggle) {
        const { isActive } = parseBody(toggleBannerSchema, raw, { refusals: BANNER_REFUSALS });
        const [row] = await db.update(advertBanners).set({ isActive }).where(eq(advertBanners.id, id)).returning();
        return written(withStatus(row!));
      }
      const { mediaUrl: newUrl, isActive, isDevelopmentOnly, ...fields } = parseBody(editBannerSchema, raw, { refusals: BANNER_REFUSALS });
      const media = newUrl && newUrl !== current.mediaUrl ? await claimMedia(newUrl, "banner") : { url: current.mediaUrl, mediaType: current.mediaType };
      const [row] = await db
        .update(advertBanners)
        .set({
          ...fields,
          titleAm: fields.titleAm ?? current.titleAm,
          titleRu: fields.titleRu ?? current.titleRu,
          mediaUrl: media.url,
          mediaType: media.mediaType,
          isActive: isActive ?? current.isActive,
          isDevelopmentOnly: isDevelopmentOnly ?? current.isDevelopmentOnly,
        })
        .where(eq(advertBanners.id, id))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return written(withStatus(row));
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(advertBanners).where(eq(advertBanners.id, id)).returning({ id: advertBanners.id });
      if (!deleted.length) throw notFound(NOT_FOUND);
      written(undefined);
    },

    async setStatus(raw: unknown): Promise<{ message: string; updated: number }> {
      const { ids, isActive } = parseBody(bulkStatusSchema, raw, { refusals: BANNER_REFUSALS });
      const updated = await db
        .update(advertBanners)
        .set({ isActive })
        .where(inArray(advertBanners.id, ids))
        .returning({ id: advertBanners.id });
      return written({ message: `${updated.length} banner(s) ${isActive ? "activated" : "deactivated"}`, updated: updated.length });
    },
  };
}
