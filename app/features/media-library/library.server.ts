import { and, asc, count, desc, eq, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import { adminUsers } from "../../db/schema/admin-auth";
import { publishedDocuments } from "../../db/schema/published-documents";
import { staffMembers, staffTranslations } from "../../db/schema/staff";
import { comingSoonEvents, comingSoonTranslations } from "../../db/schema/coming-soon";
import { advertBanners } from "../../db/schema/banners";
import { artists } from "../../db/schema/artists";
import { concertSeries } from "../../db/schema/series";
import { type Derivatives, type DerivedFile, galleryEntries, type LocalisedText, mediaItems } from "../../db/schema/media-library";
import { ApiError } from "../../http/api-error";
import type { LocalGalleryImage } from "../../ui/gallery";
import { notFound, parseBody } from "../../http/parse-body";
import type { Lang } from "../../i18n/languages";
import { claimUploadedMedia, type MediaStorage } from "../media-uploads/public.server";
import { makeCrops, makeSources, pictureSize, readOriginal } from "./derivatives.server";
import type { CropName } from "./focal-crop";
import { GALLERY_PAGES, type GalleryKey } from "./gallery-keys";
import {
  type AdminGallery,
  galleryInputSchema,
  LANGUAGES,
  mediaCreateSchema,
  type MediaItem,
  type MediaPage,
  mediaQuerySchema,
  mediaUpdateSchema,
  type PublicGalleryItem,
  type UsedOn,
} from "./schema";

type Row = typeof mediaItems.$inferSelect;
const READS = "media:";
const EMPTY: LocalisedText = { am: "", en: "", ru: "" };

/** A refusal whose answer carries more than `{message, code, fields}` (the uses of an item, the item as it is now). */
export class MediaConflict extends ApiError {
  constructor(
    message: string,
    code: "stale_version" | "in_use",
    readonly extra: Record<string, unknown>,
  ) {
    super(code, message);
  }
}

const itemNotFound = () => notFound("This media item does not exist (it may have been deleted)");

/** What the grid's search looks in, in lower case whatever the script (the database's lower() knows only ASCII here). */
function searchTextOf(row: Pick<Row, "alt" | "caption" | "credit" | "fileName">): string {
  return [...LANGUAGES.map((lang) => row.alt[lang]), ...LANGUAGES.map((lang) => row.caption[lang]), row.credit, row.fileName]
    .filter(Boolean)
    .join("\n")
    .toLocaleLowerCase();
}

const merge = (base: LocalisedText, change: Partial<LocalisedText> | undefined): LocalisedText => ({ ...base, ...Object.fromEntries(Object.entries(change ?? {}).filter(([, v]) => v !== undefined)) });

const srcset = (files: DerivedFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(", ");
function sourcesOf(derivatives: Derivatives): MediaItem["sources"] {
  return [
    ...(derivatives.avif.length ? [{ type: "image/avif" as const, srcset: srcset(derivatives.avif) }] : []),
    ...(derivatives.webp.length ? [{ type: "image/webp" as const, srcset: srcset(derivatives.webp) }] : []),
  ];
}

/** The file a visitor's browser falls back on: the widest WebP (never the original of an upload). */
const fallbackOf = (row: Row) => row.derivatives.webp.at(-1)?.url ?? (row.kind === "video" ? row.originalUrl : "");

function missingAltOf(row: Row): MediaItem["missingAlt"] {
  if (row.decorative) return [];
  return LANGUAGES.filter((lang) => !row.alt[lang].trim());
}

/** Pictures (not decorative) whose alternative text is empty, per language: what the dashboard asks staff to write. */
export async function missingAltCounts(db: Db): Promise<Record<Lang, number>> {
  const missing = (lang: Lang) => sql<number>`count(*) filter (where coalesce(trim(${mediaItems.alt}->>${lang}), '') = '')`.mapWith(Number);
  const [row] = await db
    .select({ am: missing("am"), en: missing("en"), ru: missing("ru") })
    .from(mediaItems)
    .where(and(eq(mediaItems.decorative, false), eq(mediaItems.kind, "image")));
  return { am: row?.am ?? 0, en: row?.en ?? 0, ru: row?.ru ?? 0 };
}

function galleryUse(key: GalleryKey, lang: Lang): UsedOn {
  return { kind: "gallery", id: key, title: GALLERY_PAGES[key].title[lang], href: `/admin/galleries?key=${key}` };
}

type PageRow = { key: string; lang: string; draft: unknown; published: unknown };

/** The picture blocks' items of a page document's draft and published content. */
function pictureIdsOf(...contents: unknown[]): number[] {
  return contents.flatMap((content) => {
    const blocks = (content as { blocks?: unknown } | null)?.blocks;
    return Array.isArray(blocks) ? blocks.flatMap((block: { type?: unknown; mediaId?: unknown }) => (block?.type === "picture" && typeof block.mediaId === "number" ? [block.mediaId] : [])) : [];
  });
}

/**
 * The pages whose picture blocks show one of `ids`, in a draft or published, in any language: one
 * use per page, titled as the page reads in `lang` (else in another language). The page documents
 * are few (a handful of pages in three languages), so they are read whole.
 */
async function pageUsesOf(db: Db, ids: number[], lang: Lang): Promise<Map<number, UsedOn[]>> {
  const wanted = new Set(ids);
  const rows: PageRow[] = await db
    .select({ key: publishedDocuments.key, lang: publishedDocuments.lang, draft: publishedDocuments.draft, published: publishedDocuments.published })
    .from(publishedDocuments)
    .where(eq(publishedDocuments.kind, "page"))
    .orderBy(asc(publishedDocuments.key));
  const titleOf = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key && candidate.lang === lang) ?? rows.find((candidate) => candidate.key === key)!;
    return ((row.published ?? row.draft) as { title?: string } | null)?.title || key;
  };
  const uses = new Map<number, UsedOn[]>();
  for (const row of rows) {
    for (const id of new Set(pictureIdsOf(row.draft, row.published))) {
      if (!wanted.has(id)) continue;
      const list = uses.get(id) ?? [];
      if (!list.some((use) => use.id === row.key)) list.push({ kind: "page", id: row.key, title: titleOf(row.key), href: `/admin/pages/${row.key}` });
      uses.set(id, list);
    }
  }
  return uses;
}

type RecordRow = { id: number; mediaId: number | null; language: Lang | null; name: string | null };

/** A record named in jsonb `translations` (`{ en: { name }, am?, ru? }`): one row per language it is named in. */
const namedInJson = (rows: { id: number; mediaId: number | null; translations: Partial<Record<Lang, { name?: string }>> }[]): RecordRow[] =>
  rows.flatMap((row) => LANGUAGES.map((language) => ({ id: row.id, mediaId: row.mediaId, language, name: row.translations[language]?.name ?? null })));

/**
 * The records whose picture is a library item: what a use is called before the record's name, the admin screen it
 * links to, and the records (in their screen's order) whose picture is one of `ids`, one row per language named.
 */
const RECORD_KINDS = {
  staff: {
    title: { am: "Անձնակազմ", en: "Staff", ru: "Коллектив" },
    href: "/admin/staff",
    rows: (db: Db, ids: number[]): Promise<RecordRow[]> =>
      db
        .select({ id: staffMembers.id, mediaId: staffMembers.mediaId, language: staffTranslations.languageCode, name: sql<string>`${staffTranslations.firstName} || ' ' || ${staffTranslations.lastName}` })
        .from(staffMembers)
        .leftJoin(staffTranslations, eq(staffTranslations.staffId, staffMembers.id))
        .where(inArray(staffMembers.mediaId, ids))
        .orderBy(asc(staffMembers.displayOrder), asc(staffMembers.id)),
  },
  "coming-soon": {
    title: { am: "Շուտով", en: "Coming soon", ru: "Скоро" },
    href: "/admin/events",
    rows: (db: Db, ids: number[]): Promise<RecordRow[]> =>
      db
        .select({ id: comingSoonEvents.id, mediaId: comingSoonEvents.mediaId, language: comingSoonTranslations.languageCode, name: comingSoonTranslations.title })
        .from(comingSoonEvents)
        .leftJoin(comingSoonTranslations, eq(comingSoonTranslations.comingSoonId, comingSoonEvents.id))
        .where(inArray(comingSoonEvents.mediaId, ids))
        .orderBy(asc(comingSoonEvents.date), asc(comingSoonEvents.id)),
  },
  banner: {
    title: { am: "Բաններ", en: "Banner", ru: "Баннер" },
    href: "/admin/banners",
    rows: async (db: Db, ids: number[]): Promise<RecordRow[]> => {
      const banners = await db
        .select({ id: advertBanners.id, mediaId: advertBanners.mediaId, am: advertBanners.titleAm, en: advertBanners.title, ru: advertBanners.titleRu })
        .from(advertBanners)
        .where(inArray(advertBanners.mediaId, ids))
        .orderBy(desc(advertBanners.createdAt), desc(advertBanners.id));
      return banners.flatMap((banner) => LANGUAGES.map((language) => ({ id: banner.id, mediaId: banner.mediaId, language, name: banner[language] })));
    },
  },
  artist: {
    title: { am: "Արտիստ", en: "Artist", ru: "Артист" },
    href: "/admin/artists",
    rows: async (db: Db, ids: number[]): Promise<RecordRow[]> =>
      namedInJson(await db.select({ id: artists.id, mediaId: artists.mediaId, translations: artists.translations }).from(artists).where(inArray(artists.mediaId, ids)).orderBy(asc(artists.id))),
  },
  series: {
    title: { am: "Համերգաշար", en: "Series", ru: "Цикл" },
    href: "/admin/series",
    rows: async (db: Db, ids: number[]): Promise<RecordRow[]> =>
      namedInJson(await db.select({ id: concertSeries.id, mediaId: concertSeries.mediaId, translations: concertSeries.translations }).from(concertSeries).where(inArray(concertSeries.mediaId, ids)).orderBy(asc(concertSeries.id))),
  },
} as const satisfies Record<string, { title: Record<Lang, string>; href: string; rows(db: Db, ids: number[]): Promise<RecordRow[]> }>;

/** One use per record, named as in `lang` (else in English, else by its id), in the order of `rows`. */
function recordUses(rows: RecordRow[], kind: keyof typeof RECORD_KINDS, lang: Lang): Map<number, UsedOn[]> {
  const uses = new Map<number, UsedOn[]>();
  for (const row of rows) {
    const list = uses.get(row.mediaId!) ?? [];
    if (list.some((use) => use.id === String(row.id))) continue;
    const nameIn = (language: Lang) => rows.find((other) => other.id === row.id && other.language === language)?.name?.trim();
    list.push({ kind, id: String(row.id), title: `${RECORD_KINDS[kind].title[lang]}: ${nameIn(lang) || nameIn("en") || `#${row.id}`}`, href: RECORD_KINDS[kind].href });
    uses.set(row.mediaId!, list);
  }
  return uses;
}

/** The records of every kind whose picture is one of `ids`, kind after kind. */
async function recordUsesOf(db: Db, ids: number[], lang: Lang): Promise<Map<number, UsedOn[]>[]> {
  const kinds = Object.keys(RECORD_KINDS) as (keyof typeof RECORD_KINDS)[];
  return Promise.all(kinds.map(async (kind) => recordUses(await RECORD_KINDS[kind].rows(db, ids), kind, lang)));
}

/** Where each of `ids` is used: the galleries that hold it, the pages that show it, the records it pictures (staff, coming-soon cards, banners, artists, series). */
async function usesOf(db: Db, ids: number[], lang: Lang): Promise<Map<number, UsedOn[]>> {
  const uses = new Map<number, UsedOn[]>();
  if (!ids.length) return uses;
  const rows = await db
    .selectDistinct({ mediaId: galleryEntries.mediaId, key: galleryEntries.galleryKey })
    .from(galleryEntries)
    .where(inArray(galleryEntries.mediaId, ids))
    .orderBy(asc(galleryEntries.galleryKey));
  for (const row of rows) {
    const list = uses.get(row.mediaId) ?? [];
    list.push(galleryUse(row.key as GalleryKey, lang));
    uses.set(row.mediaId, list);
  }
  for (const more of [await pageUsesOf(db, ids, lang), ...(await recordUsesOf(db, ids, lang))]) {
    for (const [id, found] of more) uses.set(id, [...(uses.get(id) ?? []), ...found]);
  }
  return uses;
}

function toItem(row: Row, usedOn: UsedOn[], uploader: string | null): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    url: fallbackOf(row),
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
    decorative: row.decorative,
    credit: row.credit,
    focal: { x: row.focalX, y: row.focalY },
    version: row.version,
    uploadedBy: uploader,
    createdAt: row.createdAt.toISOString(),
    missingAlt: missingAltOf(row),
    sources: sourcesOf(row.derivatives),
    crops: row.derivatives.crops as MediaItem["crops"],
    failed: row.derivatives.failed,
    usedOn,
  };
}

async function uploaderNames(db: Db, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.uploadedBy).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const admins = await db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).where(inArray(adminUsers.id, ids));
  return new Map(admins.map((admin) => [admin.id, admin.username]));
}

async function toItems(db: Db, rows: Row[], lang: Lang): Promise<MediaItem[]> {
  const [uses, names] = await Promise.all([usesOf(db, rows.map((row) => row.id), lang), uploaderNames(db, rows)]);
  return rows.map((row) => toItem(row, uses.get(row.id) ?? [], row.uploadedBy === null ? null : (names.get(row.uploadedBy) ?? null)));
}

/** The checked original of an upload and everything made from it; the item stays usable when a derivative fails. */
async function fileOf(db: Db, storage: MediaStorage, upload: string, focal: { x: number; y: number }) {
  if (!storage.uploadOf(upload.trim())) {
    throw new ApiError("invalid_media_url", "upload must be the upload URL answered by POST /api/objects/upload", { upload: "invalid" });
  }
  return filesOf(storage, await claimUploadedMedia(db, storage, upload, "library"), focal);
}

/** A checked, stored file and the files made from it for visitors. */
async function filesOf(storage: MediaStorage, claimed: { url: string; mediaType: "image" | "video" }, focal: { x: number; y: number }) {
  const fileName = decodeURIComponent(claimed.url.split("/").pop() ?? "");
  if (claimed.mediaType === "video") {
    return { kind: "video" as const, originalUrl: claimed.url, fileName, width: null, height: null, derivatives: { avif: [], webp: [], crops: {}, failed: [] } };
  }
  const original = await readOriginal(storage, claimed.url);
  const size = original ? await pictureSize(original) : null;
  if (!original || !size) {
    const derivatives: Derivatives = { avif: [], webp: [], crops: {}, failed: ["original"] };
    return { kind: "image" as const, originalUrl: claimed.url, fileName, width: null, height: null, derivatives };
  }
  const sources = await makeSources(storage, original, size);
  const crops = await makeCrops(storage, original, size, focal);
  const derivatives: Derivatives = { avif: sources.avif, webp: sources.webp, crops: crops.crops, failed: [...sources.failed, ...crops.failed] };
  return { kind: "image" as const, originalUrl: claimed.url, fileName, ...size, derivatives };
}

export function createMediaLibrary(db: Db, storage: MediaStorage) {
  async function rowOf(id: number): Promise<Row> {
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
    if (!row) throw itemNotFound();
    return row;
  }
  async function one(id: number, lang: Lang): Promise<MediaItem> {
    return (await toItems(db, [await rowOf(id)], lang))[0]!;
  }

  return {
    one,

    async list(query: unknown, lang: Lang): Promise<MediaPage> {
      const { limit, cursor, q, missingAlt } = parseBody(mediaQuerySchema, query);
      const filters: SQL[] = [];
      if (q) filters.push(like(mediaItems.searchText, `%${q.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      if (missingAlt) {
        filters.push(eq(mediaItems.decorative, false), eq(mediaItems.kind, "image"), sql`coalesce(trim(${mediaItems.alt}->>${missingAlt}), '') = ''`);
      }
      const where = filters.length ? and(...filters) : undefined;
      const page = await db
        .select()
        .from(mediaItems)
        .where(and(where, cursor ? lt(mediaItems.id, Number(cursor)) : undefined))
        .orderBy(desc(mediaItems.id))
        .limit(limit + 1);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mediaItems).where(where);
      const shown = page.slice(0, limit);
      return { items: await toItems(db, shown, lang), nextCursor: page.length > limit ? String(shown.at(-1)!.id) : null, total };
    },

    async create(body: unknown, adminId: number, lang: Lang): Promise<MediaItem> {
      const input = parseBody(mediaCreateSchema, body);
      const focal = input.focal ?? { x: 0.5, y: 0.5 };
      const file = await fileOf(db, storage, input.upload, focal);
      const values = {
        ...file,
        alt: merge(EMPTY, input.alt),
        caption: merge(EMPTY, input.caption),
        decorative: input.decorative ?? false,
        credit: input.credit ?? "",
        focalX: focal.x,
        focalY: focal.y,
        uploadedBy: adminId,
      };
      const [row] = await db
        .insert(mediaItems)
        .values({ ...values, searchText: searchTextOf(values) })
        .returning();
      return one(row!.id, lang);
    },

    async update(id: number, body: unknown, lang: Lang): Promise<MediaItem> {
      const input = parseBody(mediaUpdateSchema, body);
      const current = await rowOf(id);
      const stale = async () => new MediaConflict("Someone else saved this item while you were editing it. Here it is as it is now", "stale_version", { item: await one(id, lang) });
      if (current.version !== input.version) throw await stale();
      const focal = input.focal ?? { x: current.focalX, y: current.focalY };
      const focalMoved = focal.x !== current.focalX || focal.y !== current.focalY;
      let file: Partial<Row> = {};
      if (input.upload) {
        file = await fileOf(db, storage, input.upload, focal);
      } else if (focalMoved && current.kind === "image" && current.width && current.height) {
        const original = await readOriginal(storage, current.originalUrl);
        const crops = original
          ? await makeCrops(storage, original, { width: current.width, height: current.height }, focal)
          : { crops: current.derivatives.crops, failed: ["original"] };
        const keptFailures = current.derivatives.failed.filter((failure) => /^(avif|webp) /.test(failure));
        file = { derivatives: { ...current.derivatives, crops: crops.crops, failed: [...keptFailures, ...crops.failed] } };
      }
      const next = {
        ...file,
        alt: merge(current.alt, input.alt),
        caption: merge(current.caption, input.caption),
        decorative: input.decorative ?? current.decorative,
        credit: input.credit ?? current.credit,
        focalX: focal.x,
        focalY: focal.y,
      };
      const [row] = await db
        .update(mediaItems)
        .set({ ...next, searchText: searchTextOf({ ...current, ...next }), version: sql`${mediaItems.version} + 1`, updatedAt: new Date() })
        .where(and(eq(mediaItems.id, id), eq(mediaItems.version, input.version)))
        .returning({ id: mediaItems.id });
      // Another save landed between the read and this write.
      if (!row) throw await stale();
      forgetReads(db, READS);
      return one(id, lang);
    },

    async remove(id: number, lang: Lang): Promise<void> {
      await rowOf(id);
      const uses = (await usesOf(db, [id], lang)).get(id) ?? [];
      const refuse = (usedOn: UsedOn[]) => new MediaConflict(`This item is in use on ${usedOn.map((use) => use.title).join(", ")}. Remove it from these places first`, "in_use", { usedOn });
      if (uses.length) throw refuse(uses);
      try {
        await db.delete(mediaItems).where(eq(mediaItems.id, id));
      } catch (error) {
        // A gallery took it in between: the foreign key refused the delete.
        const now = (await usesOf(db, [id], lang)).get(id) ?? [];
        if (now.length) throw refuse(now);
        throw error;
      }
      forgetReads(db, READS);
    },

    async adminGallery(key: GalleryKey, lang: Lang): Promise<AdminGallery> {
      const entries = await db.select().from(galleryEntries).where(eq(galleryEntries.galleryKey, key)).orderBy(asc(galleryEntries.position));
      const rows = entries.length ? await db.select().from(mediaItems).where(inArray(mediaItems.id, entries.map((entry) => entry.mediaId))) : [];
      const items = new Map((await toItems(db, rows, lang)).map((item) => [item.id, item]));
      return {
        key,
        items: entries.map((entry) => ({ mediaId: entry.mediaId, size: entry.size, caption: entry.caption ?? {}, item: items.get(entry.mediaId)! })),
      };
    },

    async putGallery(key: GalleryKey, body: unknown, lang: Lang): Promise<AdminGallery> {
      const input = parseBody(galleryInputSchema, body);
      const ids = [...new Set(input.items.map((entry) => entry.mediaId))];
      const rows = ids.length ? await db.select({ id: mediaItems.id, kind: mediaItems.kind }).from(mediaItems).where(inArray(mediaItems.id, ids)) : [];
      const kinds = new Map(rows.map((row) => [row.id, row.kind]));
      const fields: Record<string, string> = {};
      input.items.forEach((entry, index) => {
        const kind = kinds.get(entry.mediaId);
        if (!kind) fields[`items.${index}.mediaId`] = "unknown_item";
        else if (kind !== "image") fields[`items.${index}.mediaId`] = "not_an_image";
      });
      if (Object.keys(fields).length) {
        const unknown = Object.values(fields).includes("unknown_item");
        throw new ApiError(unknown ? "unknown_item" : "not_an_image", unknown ? "The gallery names an item that is not in the library" : "A gallery shows pictures only, not videos", fields);
      }
      await db.transaction(async (tx) => {
        await tx.delete(galleryEntries).where(eq(galleryEntries.galleryKey, key));
        if (input.items.length) {
          await tx.insert(galleryEntries).values(
            input.items.map((entry, position) => {
              const caption = Object.fromEntries(Object.entries(entry.caption ?? {}).filter(([, text]) => text));
              return { galleryKey: key, position, mediaId: entry.mediaId, size: entry.size, caption: Object.keys(caption).length ? caption : null };
            }),
          );
        }
      });
      forgetReads(db, READS);
      return this.adminGallery(key, lang);
    },

    publicGallery: (key: GalleryKey, lang: Lang) => publicGallery(db, key, lang),
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;

/** Alt text in the page's language, else the English one meanwhile (never the file name); none for a decorative picture. */
function altIn(row: Row, lang: Lang): string {
  if (row.decorative) return "";
  return row.alt[lang].trim() || row.alt.en.trim() || row.caption[lang].trim() || row.caption.en.trim();
}

/** A gallery in one language, as pages and `GET /api/galleries/{key}` show it (kept like other public reads). */
export function publicGallery(db: Db, key: GalleryKey, lang: Lang): Promise<PublicGalleryItem[]> {
  return cachedRead(db, `${READS}gallery:${key}:${lang}`, () => readPublicGallery(db, key, lang));
}

async function readPublicGallery(db: Db, key: GalleryKey, lang: Lang): Promise<PublicGalleryItem[]> {
  const rows = await db
    .select({ entry: galleryEntries, item: mediaItems })
    .from(galleryEntries)
    .innerJoin(mediaItems, eq(mediaItems.id, galleryEntries.mediaId))
    .where(and(eq(galleryEntries.galleryKey, key), eq(mediaItems.kind, "image")))
    .orderBy(asc(galleryEntries.position));
  return rows
    .filter(({ item }) => item.width && item.height && item.derivatives.webp.length)
    .map(({ entry, item }) => ({
      url: fallbackOf(item),
      width: item.width!,
      height: item.height!,
      size: entry.size,
      alt: altIn(item, lang),
      caption: entry.caption?.[lang]?.trim() || item.caption[lang].trim() || entry.caption?.en?.trim() || item.caption.en.trim(),
      sources: sourcesOf(item.derivatives),
    }));
}

/**
 * A gallery for a page's loader, in the shape of the site's one gallery component. A page whose database is
 * out of reach is shown without its gallery rather than not at all (its texts do not need the database).
 */
export async function pageGallery(db: Db, key: GalleryKey, lang: Lang): Promise<LocalGalleryImage[]> {
  const images = await publicGallery(db, key, lang).catch(() => []);
  return images.map(({ url, ...image }) => ({ src: url, ...image }));
}

/** Pictures of the library by id, in one language, as a page block shows them (a missing id or a video is left out). */
export async function libraryPictures(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, LocalGalleryImage>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(mediaItems).where(and(inArray(mediaItems.id, [...ids]), eq(mediaItems.kind, "image")));
  return new Map(
    rows
      .filter((item) => item.width && item.height && item.derivatives.webp.length)
      .map((item) => [
        item.id,
        { src: fallbackOf(item), width: item.width!, height: item.height!, size: "wide" as const, alt: altIn(item, lang), caption: item.caption[lang].trim() || item.caption.en.trim(), sources: sourcesOf(item.derivatives) },
      ]),
  );
}

/** Which of `ids` are pictures of the library. */
export async function existingPictureIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: mediaItems.id }).from(mediaItems).where(and(inArray(mediaItems.id, [...ids]), eq(mediaItems.kind, "image")));
  return new Set(rows.map((row) => row.id));
}

/**
 * A library item made from a picture another screen's upload already checked and stored (the upload contract
 * of `POST /api/staff` with an `imageUrl`), with its alt text; answers its id and the WebP file visitors get.
 */
export function libraryItemFromStoredPicture(db: Db, storage: MediaStorage, url: string, alt: LocalisedText, uploadedBy: number | null = null): Promise<{ id: number; url: string }> {
  return libraryItemFromStoredMedia(db, storage, { url, mediaType: "image" }, alt, uploadedBy);
}

/** The same for a picture or a video (a banner's upload): a video is kept as it was stored, as the library keeps videos. */
export async function libraryItemFromStoredMedia(
  db: Db,
  storage: MediaStorage,
  claimed: { url: string; mediaType: "image" | "video" },
  alt: LocalisedText,
  uploadedBy: number | null = null,
): Promise<{ id: number; url: string }> {
  const url = claimed.url;
  // A file the library already holds (a record saved again with the same upload) is not encoded once more: its
  // files are named by their content, so the new item (named after its own record) shares them, and the focal
  // point chosen for that picture.
  const [held] = await db.select().from(mediaItems).where(eq(mediaItems.originalUrl, url)).limit(1);
  const file = held
    ? { kind: held.kind, originalUrl: url, fileName: held.fileName, width: held.width, height: held.height, derivatives: held.derivatives, focalX: held.focalX, focalY: held.focalY }
    : await filesOf(storage, claimed, { x: 0.5, y: 0.5 });
  const values = { ...file, alt, caption: EMPTY, uploadedBy };
  const [row] = await db
    .insert(mediaItems)
    .values({ ...values, searchText: searchTextOf({ ...values, credit: "" }) })
    .returning();
  forgetReads(db, READS);
  return { id: row!.id, url: fallbackOf(row!) || url };
}

/** The WebP file visitors get of a library picture, or null when `id` names no picture (unknown, or a video). */
export async function libraryPictureFile(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select().from(mediaItems).where(and(eq(mediaItems.id, id), eq(mediaItems.kind, "image")));
  return row ? fallbackOf(row) || row.originalUrl : null;
}

/** The file visitors get of a library item and its kind (a picture's WebP, a video's own file), or null when `id` names no item. */
export async function libraryMediaFile(db: Db, id: number): Promise<{ url: string; mediaType: "image" | "video" } | null> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row ? { url: fallbackOf(row) || row.originalUrl, mediaType: row.kind } : null;
}

/**
 * A picture cut to one of the site's fixed ratios around its focal point, as `<picture>` shows it; `alt` is
 * null when no alt text is written in any language (the page gives its own, such as the person's name).
 */
export type CroppedPicture = { src: string; width: number; height: number; alt: string | null; sources: MediaItem["sources"] };

/**
 * Library pictures by id cut to `crop` (AVIF and WebP, in the crop's widths), in one language; a picture whose crop could not be
 * made (or an item from before the crops) falls back on its own widths. A missing id or a video is left out.
 */
export async function croppedPictures(db: Db, ids: readonly number[], crop: CropName, lang: Lang): Promise<Map<number, CroppedPicture>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(mediaItems).where(and(inArray(mediaItems.id, [...ids]), eq(mediaItems.kind, "image")));
  const pictures = new Map<number, CroppedPicture>();
  for (const row of rows) {
    const cut = row.derivatives.crops[crop];
    const alt = row.decorative ? "" : altIn(row, lang) || null;
    if (cut) {
      const widths = [...(cut.narrower ?? []), cut];
      const avif = widths.flatMap((files) => (files.avif ? [files.avif] : []));
      const sources = [...(avif.length ? [{ type: "image/avif" as const, srcset: srcset(avif) }] : []), { type: "image/webp" as const, srcset: srcset(widths.map((files) => files.webp)) }];
      pictures.set(row.id, { src: cut.webp.url, width: cut.webp.width, height: cut.webp.height, alt, sources });
    } else if (row.width && row.height && fallbackOf(row)) {
      pictures.set(row.id, { src: fallbackOf(row), width: row.width, height: row.height, alt, sources: sourcesOf(row.derivatives) });
    }
  }
  return pictures;
}
