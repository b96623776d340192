import { asc, eq } from "drizzle-orm";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import type { Db } from "../../db/client.server";
import { artists } from "../../db/schema/artists";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import type { Lang } from "../../i18n/languages";
import { slugify, uniqueSlug } from "../../i18n/slug";
import type { ClaimMedia } from "../media-uploads/public";
import { type Artist, artistInputSchema, type ArtistText } from "./schema";

/** The prefix the artists, series and programmes keep their public reads under: a write of any of them forgets all (they show on each other's pages). */
const PROGRAMME_READS = "programmes:";

const NOT_FOUND = "No such artist: they may have been deleted already";

type Row = typeof artists.$inferSelect;

function toArtist(row: Row): Artist {
  return { id: row.id, slug: row.slug, imageUrl: row.imageUrl, links: row.links, translations: row.translations as Artist["translations"] };
}

/** An artist in one language: the English text stands in for a field not written in `lang`. */
export function artistIn(artist: Artist, lang: Lang): ArtistText {
  const own = artist.translations[lang];
  const en = artist.translations.en;
  return { name: own?.name || en.name, role: own?.role || en.role, bio: own?.bio || en.bio };
}

/** The artists of issue 24: the admin's writes and the public reads by slug. */
export function createArtists(db: Db, claimMedia: ClaimMedia) {
  async function slugFor(requested: string | undefined, name: string, id?: number): Promise<string> {
    const rows = await db.select({ id: artists.id, slug: artists.slug }).from(artists);
    const taken = new Set(rows.filter((row) => row.id !== id).map((row) => row.slug));
    if (requested) {
      if (taken.has(requested)) throw new ApiError(409, "Another artist has this address", "slug_taken", { slug: "taken" });
      return requested;
    }
    return uniqueSlug(slugify(name), taken);
  }

  async function one(id: number): Promise<Artist> {
    const [row] = await db.select().from(artists).where(eq(artists.id, id));
    if (!row) throw new ApiError(404, NOT_FOUND, "not_found");
    return toArtist(row);
  }

  async function image(url: string | null | undefined, current: string | null): Promise<string | null> {
    if (!url) return null;
    if (url === current) return current;
    return (await claimMedia(url, "staff")).url;
  }

  return {
    one,
    async list(): Promise<Artist[]> {
      return (await db.select().from(artists).orderBy(asc(artists.id))).map(toArtist);
    },
    async create(raw: unknown): Promise<Artist> {
      const input = parseBody(artistInputSchema, raw);
      const slug = await slugFor(input.slug, input.translations.en.name);
      const imageUrl = await image(input.imageUrl, null);
      const [row] = await db.insert(artists).values({ slug, imageUrl, links: input.links, translations: input.translations }).returning();
      forgetReads(db, PROGRAMME_READS);
      return toArtist(row!);
    },
    async update(id: number, raw: unknown): Promise<Artist> {
      const input = parseBody(artistInputSchema, raw);
      const current = await one(id);
      const slug = input.slug ? await slugFor(input.slug, input.translations.en.name, id) : current.slug;
      const imageUrl = await image(input.imageUrl, current.imageUrl);
      const [row] = await db.update(artists).set({ slug, imageUrl, links: input.links, translations: input.translations }).where(eq(artists.id, id)).returning();
      if (!row) throw new ApiError(404, NOT_FOUND, "not_found");
      forgetReads(db, PROGRAMME_READS);
      return toArtist(row);
    },
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(artists).where(eq(artists.id, id)).returning({ id: artists.id });
      if (!deleted.length) throw new ApiError(404, NOT_FOUND, "not_found");
      forgetReads(db, PROGRAMME_READS);
    },
  };
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
