import { asc, eq } from "drizzle-orm";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import type { Db } from "../../db/client.server";
import { concertSeries } from "../../db/schema/series";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import type { Lang } from "../../i18n/languages";
import { slugify, uniqueSlug } from "../../i18n/slug";
import type { ClaimMedia } from "../media-uploads/public";
import { type Series, seriesInputSchema, type SeriesText } from "./schema";

/** The prefix the artists, series and programmes keep their public reads under: a write of any of them forgets all (they show on each other's pages). */
const PROGRAMME_READS = "programmes:";

const NOT_FOUND = "No such series: it may have been deleted already";

type Row = typeof concertSeries.$inferSelect;

function toSeries(row: Row): Series {
  return { id: row.id, slug: row.slug, imageUrl: row.imageUrl, translations: row.translations as Series["translations"] };
}

/** A series in one language: the English text stands in for a field not written in `lang`. */
export function seriesIn(series: Series, lang: Lang): SeriesText {
  const own = series.translations[lang];
  const en = series.translations.en;
  return { name: own?.name || en.name, description: own?.description || en.description };
}

/** The concert series of issue 24: the admin's writes and the public read by slug. */
export function createSeries(db: Db, claimMedia: ClaimMedia) {
  async function slugFor(requested: string | undefined, name: string, id?: number): Promise<string> {
    const rows = await db.select({ id: concertSeries.id, slug: concertSeries.slug }).from(concertSeries);
    const taken = new Set(rows.filter((row) => row.id !== id).map((row) => row.slug));
    if (requested) {
      if (taken.has(requested)) throw new ApiError(409, "Another series has this address", "slug_taken", { slug: "taken" });
      return requested;
    }
    return uniqueSlug(slugify(name), taken);
  }

  async function one(id: number): Promise<Series> {
    const [row] = await db.select().from(concertSeries).where(eq(concertSeries.id, id));
    if (!row) throw new ApiError(404, NOT_FOUND, "not_found");
    return toSeries(row);
  }

  async function image(url: string | null | undefined, current: string | null): Promise<string | null> {
    if (!url) return null;
    if (url === current) return current;
    return (await claimMedia(url, "event")).url;
  }

  return {
    one,
    async list(): Promise<Series[]> {
      return (await db.select().from(concertSeries).orderBy(asc(concertSeries.id))).map(toSeries);
    },
    async create(raw: unknown): Promise<Series> {
      const input = parseBody(seriesInputSchema, raw);
      const slug = await slugFor(input.slug, input.translations.en.name);
      const imageUrl = await image(input.imageUrl, null);
      const [row] = await db.insert(concertSeries).values({ slug, imageUrl, translations: input.translations }).returning();
      forgetReads(db, PROGRAMME_READS);
      return toSeries(row!);
    },
    async update(id: number, raw: unknown): Promise<Series> {
      const input = parseBody(seriesInputSchema, raw);
      const current = await one(id);
      const slug = input.slug ? await slugFor(input.slug, input.translations.en.name, id) : current.slug;
      const imageUrl = await image(input.imageUrl, current.imageUrl);
      const [row] = await db.update(concertSeries).set({ slug, imageUrl, translations: input.translations }).where(eq(concertSeries.id, id)).returning();
      if (!row) throw new ApiError(404, NOT_FOUND, "not_found");
      forgetReads(db, PROGRAMME_READS);
      return toSeries(row);
    },
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(concertSeries).where(eq(concertSeries.id, id)).returning({ id: concertSeries.id });
      if (!deleted.length) throw new ApiError(404, NOT_FOUND, "not_found");
      forgetReads(db, PROGRAMME_READS);
    },
  };
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
