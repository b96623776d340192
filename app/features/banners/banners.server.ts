import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cachedRead } from "../../db/read-cache.server";
import { advertBanners } from "../../db/schema";
import { dayKey, hallDay } from "../../i18n/hall-time";
import { safeUrl } from "../../security/safe-url";
import type { PublicBanner } from "./schema";

export const BANNER_READS = "banners:";


/**
 * Banners a visitor sees: switched on, today (on the hall's calendar) within their dates, and
 * never a development-only banner on the production site.
 */
export function listActiveBanners(db: Db, options: { production: boolean; now?: Date }): Promise<PublicBanner[]> {
  const today = dayKey(hallDay(options.now ?? new Date()));
  return cachedRead(db, `${BANNER_READS}${options.production}:${today}`, () => readActiveBanners(db, options.production, today));
}

async function readActiveBanners(db: Db, production: boolean, today: string): Promise<PublicBanner[]> {
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
  return rows.flatMap((row) => {
    const mediaUrl = safeUrl(row.mediaUrl);
    const targetUrl = safeUrl(row.targetUrl);
    return mediaUrl ? [{ id: row.id, title: row.title, mediaType: row.mediaType, mediaUrl, targetUrl }] : [];
  });
}
