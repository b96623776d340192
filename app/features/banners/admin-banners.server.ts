import { desc, eq, inArray } from "drizzle-orm";
import { ApiError } from "../../http/api-error";
import { objectBody } from "../../http/request-body";
import type { Db } from "../../db/client.server";
import { advertBanners } from "../../db/schema";
import type { ClaimMedia } from "../media-uploads/public";
import { BANNER_BULK_MAX, BANNER_MESSAGES, BANNER_TITLE_MAX, type BannerMessageKey, isBannerTarget, isCurrentlyActive, isDayKey } from "./banner-rules";
import type { AdminBanner } from "./schema";


const refuse = (key: BannerMessageKey, status = 400) => new ApiError(status, BANNER_MESSAGES[key], key);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const flag = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

type BannerFields = { title: string; targetUrl: string; startDate: string; endDate: string };

/** Title, link and dates: required on create and on edit (docs/product.md §11), then checked for shape. */
function readFields(body: Record<string, unknown>, missingKey: BannerMessageKey): BannerFields {
  const fields = { title: text(body.title), targetUrl: text(body.targetUrl), startDate: text(body.startDate), endDate: text(body.endDate) };
  if (!fields.title || !fields.targetUrl || !fields.startDate || !fields.endDate) throw refuse(missingKey);
  if (fields.title.length > BANNER_TITLE_MAX) throw new ApiError(400, `The title can be at most ${BANNER_TITLE_MAX} characters`, "title_too_long");
  if (!isBannerTarget(fields.targetUrl) || fields.targetUrl.length > 2000) throw refuse("invalid_target_url");
  if (!isDayKey(fields.startDate) || !isDayKey(fields.endDate)) throw new ApiError(400, "Dates must be calendar days (YYYY-MM-DD)", "invalid_date");
  if (fields.endDate < fields.startDate) throw refuse("invalid_date_range");
  return fields;
}

const withStatus = (row: typeof advertBanners.$inferSelect): AdminBanner => ({ ...row, isCurrentlyActive: isCurrentlyActive(row) });

/** The admin side of advertisement banners (docs/product.md §11 and §12). */
export function createBannerAdmin(db: Db, claimMedia: ClaimMedia) {
  async function find(id: number) {
    const [row] = await db.select().from(advertBanners).where(eq(advertBanners.id, id));
    if (!row) throw new ApiError(404, "No such banner: it may have been deleted already", "not_found");
    return row;
  }

  return {
    async list(): Promise<AdminBanner[]> {
      const rows = await db.select().from(advertBanners).orderBy(desc(advertBanners.createdAt), desc(advertBanners.id));
      return rows.map(withStatus);
    },

    async create(raw: unknown): Promise<AdminBanner> {
      const body = objectBody(raw);
      if (!text(body.mediaUrl)) throw refuse("fill_required_fields_media");
      const fields = readFields(body, "fill_required_fields_media");
      const media = await claimMedia(text(body.mediaUrl), "banner");
      const [row] = await db
        .insert(advertBanners)
        .values({
          ...fields,
          mediaUrl: media.url,
          mediaType: media.mediaType,
          isActive: flag(body.isActive, true),
          isDevelopmentOnly: flag(body.isDevelopmentOnly, false),
        })
        .returning();
      return withStatus(row!);
    },

    /** A toggle sends only `{isActive}`; an edit sends the fields (and a new media URL when replaced). */
    async update(id: number, raw: unknown): Promise<AdminBanner> {
      const body = objectBody(raw);
      const current = await find(id);
      const isToggle = Object.keys(body).every((key) => key === "isActive" || key === "id");
      if (isToggle) {
        if (typeof body.isActive !== "boolean") throw new ApiError(400, "isActive must be true or false", "invalid_status");
        const [row] = await db.update(advertBanners).set({ isActive: body.isActive }).where(eq(advertBanners.id, id)).returning();
        return withStatus(row!);
      }
      const fields = readFields(body, "fill_required_fields");
      const newUrl = text(body.mediaUrl);
      const media = newUrl && newUrl !== current.mediaUrl ? await claimMedia(newUrl, "banner") : { url: current.mediaUrl, mediaType: current.mediaType };
      const [row] = await db
        .update(advertBanners)
        .set({
          ...fields,
          mediaUrl: media.url,
          mediaType: media.mediaType,
          isActive: flag(body.isActive, current.isActive),
          isDevelopmentOnly: flag(body.isDevelopmentOnly, current.isDevelopmentOnly),
        })
        .where(eq(advertBanners.id, id))
        .returning();
      if (!row) throw new ApiError(404, "No such banner: it may have been deleted already", "not_found");
      return withStatus(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(advertBanners).where(eq(advertBanners.id, id)).returning({ id: advertBanners.id });
      if (!deleted.length) throw new ApiError(404, "No such banner: it may have been deleted already", "not_found");
    },

    async setStatus(raw: unknown): Promise<{ message: string; updated: number }> {
      const body = objectBody(raw);
      if (!Array.isArray(body.ids) || body.ids.length === 0) throw refuse("no_banners_selected");
      if (body.ids.length > BANNER_BULK_MAX) throw new ApiError(400, `At most ${BANNER_BULK_MAX} banners at once`, "too_many_ids");
      if (!body.ids.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2_147_483_647)) {
        throw new ApiError(400, "ids must be a list of banner ids", "invalid_id");
      }
      if (typeof body.isActive !== "boolean") throw new ApiError(400, "isActive must be true or false", "invalid_status");
      const updated = await db
        .update(advertBanners)
        .set({ isActive: body.isActive })
        .where(inArray(advertBanners.id, body.ids as number[]))
        .returning({ id: advertBanners.id });
      return { message: `${updated.length} banner(s) ${body.isActive ? "activated" : "deactivated"}`, updated: updated.length };
    },
  };
}
