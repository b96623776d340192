import { like } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { advertBanners } from "../../db/schema/banners";
import { addDays, dayKey, hallDay } from "../../i18n/hall-time";

/** Two demo banners for the listing's column, running for a season from the first start. */
export async function seedBanners(db: Db, now: Date) {
  const today = hallDay(now);
  const season = { startDate: dayKey(addDays(today, -1)), endDate: dayKey(addDays(today, 180)) };
  await db.insert(advertBanners).values([
    { title: "Season 2026–2027", titleAm: "2026–2027 համերգաշրջան", titleRu: "Сезон 2026–2027", mediaType: "image", mediaUrl: "/media/demo/banner-season.webp", targetUrl: "/concerts", isDemo: true, ...season },
    { title: "Gift card", titleAm: "Նվեր քարտ", titleRu: "Подарочная карта", mediaType: "image", mediaUrl: "/media/demo/banner-gift-card.webp", targetUrl: "/orchestra/giftCard", isDemo: true, ...season },
  ]);
}

/** Databases seeded before demo rows carried `is_demo`: the seeded banners are the ones showing the demo pictures. */
export async function markEarlierDemoBanners(db: Db) {
  await db.update(advertBanners).set({ isDemo: true }).where(like(advertBanners.mediaUrl, "/media/demo/%"));
}
