import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import type { Db } from "../../db/client.server";
import { artists } from "../../db/schema/artists";
import { concertProgrammes, concertRecords, programmePerformers } from "../../db/schema/programmes";
import { concertSeries } from "../../db/schema/series";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { hallDay, parseEventDate, startOfHallDay } from "../../i18n/hall-time";
import { LANGS, type Lang } from "../../i18n/languages";
import { sanitiseRichText } from "../../security/rich-text.server";
import {
  type AdminConcertPage,
  type AdminConcertRow,
  concertListQuerySchema,
  type Programme,
  programmeInputSchema,
  type ProgrammeState,
  type ProgrammeText,
  type PublicProgramme,
} from "./schema";
import { createConcertRecorder } from "./concert-records.server";
import type { ConcertEvent } from "../concerts/public";
import { type AccessFeature, type ConcertStatus, type Genre, type PerformerRole, ROLE_LABELS } from "./vocabulary";

/** The prefix the artists, series and programmes keep their public reads under: a write of any of them forgets all (they show on each other's pages). */
export const PROGRAMME_READS = "programmes:";

/** What the programmes need of the concert catalogue (the provider's concerts): composed by server/http-app.ts and the routes. */
export type CatalogueView = {
  listEvents(lang: Lang): Promise<{ events: ConcertEvent[] }>;
  getEvent(id: string, lang: Lang): Promise<{ event: { eventId: string } } | null>;
};

type Row = typeof concertProgrammes.$inferSelect;
type Translations = Programme["translations"];

const upcoming = <E extends { startsAt: string | null }>(events: E[], now: Date) => {
  const start = startOfHallDay(hallDay(now));
  return events.filter((event) => {
    const at = parseEventDate(event.startsAt);
    return at === null || at >= start;
  });
};

function stateOf(text: ProgrammeText | undefined): ProgrammeState {
  return !text ? "missing" : text.published ? "published" : "draft";
}

async function readProgramme(db: Db, eventId: string): Promise<Programme | null> {
  const [row] = await db.select().from(concertProgrammes).where(eq(concertProgrammes.eventId, eventId));
  if (!row) return null;
  const performers = await db
    .select({ artistId: programmePerformers.artistId, role: programmePerformers.role })
    .from(programmePerformers)
    .where(eq(programmePerformers.eventId, eventId))
    .orderBy(asc(programmePerformers.position));
  return toProgramme(row, performers as Programme["performers"]);
}

function toProgramme(row: Row, performers: Programme["performers"]): Programme {
  return {
    eventId: row.eventId,
    seriesId: row.seriesId,
    genres: row.genres as Genre[],
    performers,
    access: row.access as AccessFeature[],
    status: row.status as ConcertStatus,
    translations: row.translations as Translations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const blank = (eventId: string): Programme => ({ eventId, seriesId: null, genres: [], performers: [], access: [], status: "scheduled", translations: {}, updatedAt: new Date(0).toISOString() });

/** A concert of the admin's list before its programme's states: its names in every language are what a search reads. */
type ListedConcert = Omit<AdminConcertRow, "programme"> & { names: string[] };

async function catalogueUpcoming(catalogue: CatalogueView, now: Date): Promise<ListedConcert[]> {
  const lists = await Promise.all(LANGS.map((lang) => catalogue.listEvents(lang).then((list) => list.events).catch(() => [])));
  const names = new Map<string, string[]>();
  for (const list of lists) for (const event of list) names.set(event.eventId, [...(names.get(event.eventId) ?? []), event.eventName]);
  const english = lists[LANGS.indexOf("en")]!.length ? lists[LANGS.indexOf("en")]! : lists.find((list) => list.length) ?? [];
  return upcoming(english, now).map((event) => ({ eventId: event.eventId, name: event.eventName, startsAt: event.startsAt, eventDateTime: event.eventDateTime, names: names.get(event.eventId) ?? [] }));
}

/** The concerts the hall recorded that started before today in the hall, newest first, named in English where it can. */
async function recordedPast(db: Db, now: Date): Promise<ListedConcert[]> {
  const rows = await db
    .select({ eventId: concertRecords.eventId, languageCode: concertRecords.languageCode, startsAt: concertRecords.startsAt, name: sql<string | null>`${concertRecords.event} ->> 'eventName'`, eventDateTime: sql<string | null>`${concertRecords.event} ->> 'eventDateTime'` })
    .from(concertRecords)
    .where(lt(concertRecords.startsAt, startOfHallDay(hallDay(now))))
    .orderBy(desc(concertRecords.startsAt), asc(concertRecords.eventId));
  const concerts = new Map<string, ListedConcert>();
  for (const row of rows) {
    const held = concerts.get(row.eventId);
    const name = row.name ?? "";
    if (!held) concerts.set(row.eventId, { eventId: row.eventId, name, startsAt: row.startsAt?.toISOString() ?? null, eventDateTime: row.eventDateTime ?? "", names: [name] });
    else {
      held.names.push(name);
      if (row.languageCode === "en") held.name = name;
    }
  }
  return [...concerts.values()];
}

/** The editorial layer over the provider's concerts: the admin's reads and writes. */
export function createProgrammes(db: Db, catalogue: CatalogueView) {
  const record = createConcertRecorder(db);
  return {
    /**
     * The catalogue's upcoming concerts, or (`when=past`) those that took place and the hall recorded, newest first;
     * searched by id or by name in every language, each with its programme's state per language.
     */
    async listConcerts(rawQuery: unknown, now = new Date()): Promise<AdminConcertPage> {
      const query = parseBody(concertListQuerySchema, rawQuery, "invalid_query");
      const concerts = query.when === "past" ? await recordedPast(db, now) : await catalogueUpcoming(catalogue, now);
      const needle = query.q.toLocaleLowerCase();
      const matching = concerts.filter((concert) => !needle || concert.eventId.toLowerCase() === needle || concert.names.some((name) => name.toLocaleLowerCase().includes(needle)));
      const offset = Number(query.cursor ?? 0);
      const page = matching.slice(offset, offset + query.limit);
      const rows = page.length ? await db.select().from(concertProgrammes).where(inArray(concertProgrammes.eventId, page.map((concert) => concert.eventId))) : [];
      const byId = new Map(rows.map((row) => [row.eventId, row.translations as Translations]));
      const items: AdminConcertRow[] = page.map(({ names: _names, ...concert }) => {
        const translations = byId.get(concert.eventId) ?? {};
        return { ...concert, programme: { am: stateOf(translations.am), en: stateOf(translations.en), ru: stateOf(translations.ru) } };
      });
      return { items, total: matching.length, nextCursor: offset + query.limit < matching.length ? String(offset + query.limit) : null };
    },

    /** A concert's programme with its drafts; an empty one for a concert the catalogue has and nobody wrote about yet. */
    async get(eventId: string): Promise<Programme> {
      const found = await readProgramme(db, eventId);
      if (found) return found;
      if (!(await catalogue.getEvent(eventId, "en"))) throw new ApiError("not_found", "No such concert in the catalogue");
      return blank(eventId);
    },

    async save(eventId: string, raw: unknown): Promise<Programme> {
      const input = parseBody(programmeInputSchema, raw);
      const exists = (await db.select({ eventId: concertProgrammes.eventId }).from(concertProgrammes).where(eq(concertProgrammes.eventId, eventId))).length > 0;
      if (!exists && !(await catalogue.getEvent(eventId, "en"))) throw new ApiError("not_found", "No such concert in the catalogue");
      const fields: Record<string, string> = {};
      if (input.seriesId != null && !(await db.select({ id: concertSeries.id }).from(concertSeries).where(eq(concertSeries.id, input.seriesId))).length) {
        fields.seriesId = "unknown_series";
      }
      const artistIds = [...new Set(input.performers.map((performer) => performer.artistId))];
      const known = new Set(artistIds.length ? (await db.select({ id: artists.id }).from(artists).where(inArray(artists.id, artistIds))).map((row) => row.id) : []);
      input.performers.forEach((performer, index) => {
        if (!known.has(performer.artistId)) fields[`performers.${index}.artistId`] = "unknown_artist";
      });
      const [first] = Object.entries(fields);
      if (first) throw new ApiError("invalid_request", `${first[0]}: ${first[1].replace(/_/g, " ")}`, fields);

      const translations: Translations = {};
      for (const lang of LANGS) {
        const text = input.translations[lang];
        if (!text) continue;
        const talk = text.talk && (text.talk.time || text.talk.place || text.talk.speaker) ? { time: text.talk.time, place: text.talk.place, speaker: text.talk.speaker } : null;
        translations[lang] = {
          subtitle: text.subtitle,
          works: text.works.map((work) => ("composer" in work ? { composer: work.composer, title: work.title, ...(work.duration ? { duration: work.duration } : {}) } : { intermission: true as const })),
          notes: sanitiseRichText(text.notes),
          talk,
          notice: text.notice,
          published: text.published,
        };
      }
      const values = { seriesId: input.seriesId ?? null, genres: input.genres, access: input.access, status: input.status, translations, updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx.insert(concertProgrammes).values({ eventId, ...values }).onConflictDoUpdate({ target: concertProgrammes.eventId, set: values });
        await tx.delete(programmePerformers).where(eq(programmePerformers.eventId, eventId));
        if (input.performers.length) {
          await tx.insert(programmePerformers).values(input.performers.map((performer, position) => ({ eventId, position, artistId: performer.artistId, role: performer.role })));
        }
      });
      forgetReads(db, PROGRAMME_READS);
      // The concert as the catalogue has it now, so its page outlives the provider's list from the first save.
      await Promise.all(
        LANGS.map(async (lang) => {
          const listed = (await catalogue.listEvents(lang).catch(() => ({ events: [] }))).events.find((event) => event.eventId === eventId);
          if (listed) await record(lang, [listed]);
        }),
      );
      return (await readProgramme(db, eventId))!;
    },
  };
}

/**
 * One language of a concert's programme as visitors see it, or null when that language is not
 * published (or nothing was written). Whether the concert is still in the catalogue is the
 * caller's question: a dropped concert's programme stays stored, unseen.
 */
export function publicProgramme(db: Db, eventId: string, lang: Lang): Promise<PublicProgramme | null> {
  return cachedRead(db, `${PROGRAMME_READS}programme:${eventId}:${lang}`, async () => {
    const programme = await readProgramme(db, eventId);
    const text = programme?.translations[lang];
    if (!programme || !text?.published) return null;
    const [series] = programme.seriesId ? await db.select().from(concertSeries).where(eq(concertSeries.id, programme.seriesId)) : [];
    const ids = programme.performers.map((performer) => performer.artistId);
    const people = ids.length ? await db.select().from(artists).where(inArray(artists.id, ids)) : [];
    const byId = new Map(people.map((person) => [person.id, person]));
    const inLang = <T extends Record<string, string>>(translations: Record<string, T>, field: keyof T): string =>
      translations[lang]?.[field] || translations.en?.[field] || "";
    return {
      eventId,
      language: lang,
      status: programme.status,
      genres: programme.genres,
      access: programme.access,
      series: series ? { slug: series.slug, name: inLang(series.translations, "name") } : null,
      performers: programme.performers.flatMap(({ artistId, role }) => {
        const person = byId.get(artistId);
        if (!person) return [];
        const own = inLang(person.translations, "role");
        return [
          {
            artistId,
            slug: person.slug,
            name: inLang(person.translations, "name"),
            role: role as PerformerRole,
            roleText: own || ROLE_LABELS[role as PerformerRole][lang],
            imageUrl: person.imageUrl,
            bio: inLang(person.translations, "bio"),
          },
        ];
      }),
      subtitle: text.subtitle,
      works: text.works,
      notes: text.notes,
      talk: text.talk,
      notice: text.notice,
    };
  });
}

/** Per concert with a programme published in `lang`: its series' slug and genres (the listing's filters, the pages of artists and series). */
export type ProgrammeFacets = { eventId: string; seriesSlug: string | null; genres: Genre[]; artistIds: number[]; status: ConcertStatus };

export function publishedFacets(db: Db, lang: Lang): Promise<Map<string, ProgrammeFacets>> {
  return cachedRead(db, `${PROGRAMME_READS}facets:${lang}`, async () => {
    const rows = await db
      .select({ programme: concertProgrammes, seriesSlug: concertSeries.slug })
      .from(concertProgrammes)
      .leftJoin(concertSeries, eq(concertSeries.id, concertProgrammes.seriesId));
    const performers = await db.select().from(programmePerformers);
    const facets = new Map<string, ProgrammeFacets>();
    for (const { programme, seriesSlug } of rows) {
      const text = (programme.translations as Translations)[lang];
      if (!text?.published) continue;
      facets.set(programme.eventId, {
        eventId: programme.eventId,
        seriesSlug,
        genres: programme.genres as Genre[],
        artistIds: performers.filter((performer) => performer.eventId === programme.eventId).map((performer) => performer.artistId),
        status: programme.status as ConcertStatus,
      });
    }
    return facets;
  });
}

/** The concerts of `events` whose published programme matches the listing's series and genre filters. */
export async function filterByProgramme<E extends { eventId: string }>(db: Db, lang: Lang, events: E[], filters: { series?: string | null; genre?: string | null }): Promise<E[]> {
  if (!filters.series && !filters.genre) return events;
  const facets = await publishedFacets(db, lang);
  return events.filter((event) => {
    const facet = facets.get(event.eventId);
    if (!facet) return false;
    return (!filters.series || facet.seriesSlug === filters.series) && (!filters.genre || facet.genres.includes(filters.genre as Genre));
  });
}

/** The works of a concert's published programme as lines of text (the calendar files' DESCRIPTION). */
export async function worksAsText(db: Db, eventId: string, lang: Lang): Promise<string[]> {
  const programme = await publicProgramme(db, eventId, lang);
  if (!programme) return [];
  return programme.works.flatMap((work) => ("composer" in work ? [`${work.composer}: ${work.title}`] : []));
}

/** For tests and upkeep: whether a programme row exists, published or not. */
export async function programmeStored(db: Db, eventId: string): Promise<boolean> {
  return (await db.select({ eventId: concertProgrammes.eventId }).from(concertProgrammes).where(and(eq(concertProgrammes.eventId, eventId)))).length > 0;
}
