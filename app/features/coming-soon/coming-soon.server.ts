import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server";
import { cachedRead } from "../../db/read-cache.server";
import { comingSoonEvents, comingSoonTranslations } from "../../db/schema/coming-soon";
import { DEFAULT_VENUE } from "../../content/venues";
import { toHallIso } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import { safeUrl } from "../../security/safe-url";
import { croppedPictures } from "../media-library/public.server";
import type { ComingSoonCard } from "./schema";

const englishTexts = alias(comingSoonTranslations, "english_texts");

export const COMING_SOON_READS = "coming-soon:";

/** Published coming-soon cards in one language, English standing in for a text not translated yet. */
export function listComingSoon(db: Db, lang: Lang): Promise<ComingSoonCard[]> {
  return cachedRead(db, `${COMING_SOON_READS}${lang}`, () => readComingSoon(db, lang));
}

async function readComingSoon(db: Db, lang: Lang): Promise<ComingSoonCard[]> {
  const rows = await db
    .select({
      id: comingSoonEvents.id,
      date: comingSoonEvents.date,
      imageUrl: comingSoonEvents.imageUrl,
      mediaId: comingSoonEvents.mediaId,
      eventId: comingSoonEvents.eventId,
      title: comingSoonTranslations.title,
      location: comingSoonTranslations.location,
      englishTitle: englishTexts.title,
      englishLocation: englishTexts.location,
    })
    .from(comingSoonEvents)
    .leftJoin(
      comingSoonTranslations,
      and(eq(comingSoonTranslations.comingSoonId, comingSoonEvents.id), eq(comingSoonTranslations.languageCode, lang)),
    )
    .leftJoin(englishTexts, and(eq(englishTexts.comingSoonId, comingSoonEvents.id), eq(englishTexts.languageCode, "en")))
    .where(eq(comingSoonEvents.isActive, true))
    .orderBy(asc(comingSoonEvents.date));
  const pictures = await croppedPictures(db, rows.flatMap((row) => (row.mediaId ? [row.mediaId] : [])), "card", lang);
  return rows.flatMap((row) => {
    const title = row.title || row.englishTitle;
    if (!title) return [];
    return [
      {
        id: row.id,
        title,
        location: row.location || row.englishLocation || DEFAULT_VENUE[lang].name,
        imageUrl: safeUrl(row.imageUrl),
        picture: (row.mediaId && pictures.get(row.mediaId)) || null,
        date: toHallIso(row.date),
        eventId: row.eventId,
      },
    ];
  });
}
