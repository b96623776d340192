import { asc, eq } from "drizzle-orm";
import { cachedRead } from "../../db/read-cache.server";
import type { Db } from "../../db/client.server";
import { createRecordService, recordSlug } from "../../db/record-service.server";
import { concertSeries } from "../../db/schema/series";
import type { Lang } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { recordPicture } from "../media-library/public.server";
import { LANGS } from "../../i18n/languages";
import { type Series, seriesInputSchema, type SeriesText } from "./schema";

/** The prefix the artists, series and programmes keep their public reads under: a write of any of them forgets all (they show on each other's pages). */
export const PROGRAMME_READS = "programmes:";

const NOT_FOUND = "No such series: it may have been deleted already";

type Row = typeof concertSeries.$inferSelect;

function toSeries(row: Row): Series {
  return { id: row.id, slug: row.slug, imageUrl: row.imageUrl, mediaId: row.mediaId, translations: row.translations as Series["translations"] };
}

/** A series in one language: the English text stands in for a field not written in `lang`. */
export function seriesIn(series: Series, lang: Lang): SeriesText {
  const own = series.translations[lang];
  const en = series.translations.en;
  return { name: own?.name || en.name, description: own?.description || en.description };
}

/** The concert series: the admin's writes (the one record service) and the public read by slug. */
export function createSeries(db: Db, claimMedia: ClaimMedia, storage: MediaStorage) {
  return createRecordService(db, {
    table: concertSeries,
    contract: seriesInputSchema,
    missing: NOT_FOUND,
    reads: PROGRAMME_READS,
    toRecord: toSeries,
    async toRow(input, current) {
      const slug = await recordSlug(db, concertSeries, { requested: input.slug, name: input.translations.en.name, current, taken: "Another series has this address" });
      // A series' upload is cut 16:9 like an event's; the library item it becomes is named after the series.
      const names = () => Object.fromEntries(LANGS.map((lang) => [lang, input.translations[lang]?.name ?? ""])) as Record<Lang, string>;
      const picture = await recordPicture({ db, claimMedia, storage }, input, current, { purpose: "event", crop: "card" }, names);
      return { slug, ...picture, translations: input.translations };
    },
  });
}

/** The public series page's read, kept like every public read. */
export function seriesBySlug(db: Db, slug: string): Promise<Series | null> {
  return cachedRead(db, `${PROGRAMME_READS}series:${slug}`, async () => {
    const [row] = await db.select().from(concertSeries).where(eq(concertSeries.slug, slug));
    return row ? toSeries(row) : null;
  });
}

/** Every series, for the sitemap and the listing's series filter. */
export function allSeries(db: Db): Promise<Series[]> {
  return cachedRead(db, `${PROGRAMME_READS}series-all`, async () => (await db.select().from(concertSeries).orderBy(asc(concertSeries.id))).map(toSeries));
}
