import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cachedRead } from "../../db/read-cache.server";
import { advertBanners } from "../../db/schema/banners";
import { dayKey, hallDay } from "../../i18n/hall-time";
import { safeUrl } from "../../security/safe-url";
import type { Lang } from "../../i18n/languages";
import { croppedPictures } from "../media-library/public.server";
import { bannerTitle, type PublicBanner } from "./schema";

export const BANNER_READS = "banners:";


/**
 * Banners a visitor sees, titled in the page's language (`lang`, English when left out): switched on, today (on the hall's calendar) within their dates, and
 * never a development-only banner on the production site. A library picture comes as its 2:1 crop around the focal point in
 * the widths a phone and a desktop need, with its alt text in that language (English meanwhile; none written: "", the headline says it).
 */
export function listActiveBanners(db: Db, options: { production: boolean; lang?: Lang; now?: Date }): Promise<PublicBanner[]> {
  const today = dayKey(hallDay(options.now ?? new Date()));
  const lang = options.lang ?? "en";
  return cachedRead(db, `${BANNER_READS}${options.production}:${today}:${lang}`, () => readActiveBanners(db, options.production, today, lang));
}

async function readActiveBanners(db: Db, production: boolean, today: string, lang: Lang): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(advertBanners)
    .where(
      and(
        eq(advertBanners.isActive, true),
        lte(advertBanners.startDate, today),
        gte(advertBanners.endDate, today),
        production ? eq(advertBanners.isDevelopmentOnly, false) : undefined,
      ),
    )
    .orderBy(asc(advertBanners.id));
  const pictures = await croppedPictures(db, rows.flatMap((row) => (row.mediaId && row.mediaType === "image" ? [row.mediaId] : [])), "wide", lang);
  return rows.flatMap((row) => {
    const mediaUrl = safeUrl(row.mediaUrl);
    const targetUrl = safeUrl(row.targetUrl);
    const picture = row.mediaId && row.mediaType === "image" ? pictures.get(row.mediaId) : undefined;
    return mediaUrl ? [{ id: row.id, title: bannerTitle(row, lang), mediaType: row.mediaType, mediaUrl, picture: picture ? { ...picture, alt: picture.alt ?? "" } : null, targetUrl }] : [];
  });
}
