import { asc, eq } from "drizzle-orm";
import { cachedRead } from "../../db/read-cache.server";
import type { Db } from "../../db/client.server";
import { createRecordService, recordSlug } from "../../db/record-service.server";
import { artists } from "../../db/schema/artists";
import type { Lang } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { recordPicture } from "../media-library/public.server";
import { LANGS } from "../../i18n/languages";
import { type Artist, artistInputSchema, type ArtistText } from "./schema";

/** The prefix the artists, series and programmes keep their public reads under: a write of any of them forgets all (they show on each other's pages). */
export const PROGRAMME_READS = "programmes:";

const NOT_FOUND = "No such artist: they may have been deleted already";

type Row = typeof artists.$inferSelect;

function toArtist(row: Row): Artist {
  return { id: row.id, slug: row.slug, imageUrl: row.imageUrl, mediaId: row.mediaId, links: row.links, translations: row.translations as Artist["translations"] };
}

/** An artist in one language: the English text stands in for a field not written in `lang`. */
export function artistIn(artist: Artist, lang: Lang): ArtistText {
  const own = artist.translations[lang];
  const en = artist.translations.en;
  return { name: own?.name || en.name, role: own?.role || en.role, bio: own?.bio || en.bio };
}

/** The artists: the admin's writes (the one record service) and the public reads by slug. */
export function createArtists(db: Db, claimMedia: ClaimMedia, storage: MediaStorage) {
  return createRecordService(db, {
    table: artists,
    contract: artistInputSchema,
    missing: NOT_FOUND,
    reads: PROGRAMME_READS,
    toRecord: toArtist,
    async toRow(input, current) {
      const slug = await recordSlug(db, artists, { requested: input.slug, name: input.translations.en.name, current, taken: "Another artist has this address" });
      // An artist's upload is cut square like a staff photo; the library item it becomes is named after them.
      const names = () => Object.fromEntries(LANGS.map((lang) => [lang, input.translations[lang]?.name ?? ""])) as Record<Lang, string>;
      const picture = await recordPicture({ db, claimMedia, storage }, input, current, { purpose: "staff", crop: "square" }, names);
      return { slug, ...picture, links: input.links, translations: input.translations };
    },
  });
}

/** The public artist page's read, kept like every public read. */
export function artistBySlug(db: Db, slug: string): Promise<Artist | null> {
  return cachedRead(db, `${PROGRAMME_READS}artist:${slug}`, async () => {
    const [row] = await db.select().from(artists).where(eq(artists.slug, slug));
    return row ? toArtist(row) : null;
  });
}

/** Every artist's address, for the sitemap. */
export function artistSlugs(db: Db): Promise<string[]> {
  return cachedRead(db, `${PROGRAMME_READS}artist-slugs`, async () => (await db.select({ slug: artists.slug }).from(artists).orderBy(asc(artists.id))).map((row) => row.slug));
}
