import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { artists } from "../../db/schema/artists";
import { concertProgrammes, concertRecords, programmePerformers } from "../../db/schema/programmes";
import { concertSeries } from "../../db/schema/series";
import { hallDay, startOfHallDay } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import { ARCHIVE_PAGE_SIZE, type ArchiveItem, type ArchivePage, type ArchiveQuery, seasonOf, seasonRange } from "./archive";
import type { ProgrammeText } from "./schema";
import { GENRES, type Genre, type PerformerRole, ROLE_LABELS } from "./vocabulary";

type Entry = ArchiveItem & { season: string; composerKeys: string[]; performerSlugs: string[]; seriesSlug: string | null; genres: Genre[] };

const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ").trim();
const inLang = <T extends Record<string, string>>(translations: Record<string, T>, lang: Lang, field: keyof T): string => translations[lang]?.[field] || translations.en?.[field] || "";

/**
 * Every concert that has taken place (before today in the hall; a cancelled one did not) with a programme published in `lang`, newest
 * first: the title as the hall recorded it in that language (else English, else any, as the concert's page
 * reads it), and the works, performers and series the hall wrote. Nothing else of the provider's record.
 * The archive pages them; the site search finds them (`pastConcertSearchSource` in search-sources.server.ts).
 */
export async function pastConcerts(db: Db, lang: Lang, now = new Date()): Promise<Entry[]> {
  const today = startOfHallDay(hallDay(now));
  const published = sql`(${concertProgrammes.translations} -> ${lang} ->> 'published') = 'true'`;
  const rows = await db
    .select({
      eventId: concertRecords.eventId,
      languageCode: concertRecords.languageCode,
      startsAt: concertRecords.startsAt,
      // The title and the page's language of the programme only: not the provider's description, nor the notes.
      title: sql<string | null>`${concertRecords.event} ->> 'eventName'`,
      seriesId: concertProgrammes.seriesId,
      genres: concertProgrammes.genres,
      text: sql<ProgrammeText>`${concertProgrammes.translations} -> ${lang}`,
    })
    .from(concertRecords)
    .innerJoin(concertProgrammes, eq(concertProgrammes.eventId, concertRecords.eventId))
    .where(and(lt(concertRecords.startsAt, today), published, ne(concertProgrammes.status, "cancelled")));
  const preference = (code: string) => (code === lang ? 0 : code === "en" ? 1 : 2);
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const held = chosen.get(row.eventId);
    if (!held || preference(row.languageCode) < preference(held.languageCode)) chosen.set(row.eventId, row);
  }
  if (!chosen.size) return [];

  const ids = [...chosen.keys()];
  const [performers, series] = await Promise.all([
    db
      .select({ eventId: programmePerformers.eventId, position: programmePerformers.position, role: programmePerformers.role, slug: artists.slug, translations: artists.translations })
      .from(programmePerformers)
      .innerJoin(artists, eq(artists.id, programmePerformers.artistId))
      .where(inArray(programmePerformers.eventId, ids)),
    db.select().from(concertSeries),
  ]);
  const seriesById = new Map(series.map((item) => [item.id, item]));
  const performersOf = new Map<string, typeof performers>();
  for (const performer of performers.sort((a, b) => a.position - b.position)) performersOf.set(performer.eventId, [...(performersOf.get(performer.eventId) ?? []), performer]);

  return [...chosen.values()]
    .map((row): Entry => {
      const text = row.text;
      const works = text.works.flatMap((work) => ("composer" in work ? [{ composer: work.composer, title: work.title }] : []));
      const people = performersOf.get(row.eventId) ?? [];
      const seriesRow = row.seriesId ? seriesById.get(row.seriesId) : undefined;
      return {
        eventId: row.eventId,
        startsAt: row.startsAt!.toISOString(),
        title: row.title ?? "",
        subtitle: text.subtitle,
        works,
        performers: people.map((person) => ({
          name: inLang(person.translations, lang, "name"),
          role: inLang(person.translations, lang, "role") || ROLE_LABELS[person.role as PerformerRole]?.[lang] || "",
        })),
        series: seriesRow ? inLang(seriesRow.translations, lang, "name") : null,
        season: seasonOf(row.startsAt!),
        composerKeys: works.map((work) => fold(work.composer)),
        performerSlugs: people.map((person) => person.slug),
        seriesSlug: seriesRow?.slug ?? null,
        genres: row.genres as Genre[],
      };
    })
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt) || a.eventId.localeCompare(b.eventId));
}

/**
 * One page of the archive in `lang`, narrowed by the query's filters (all of them at once), with the
 * filters' choices: the seasons, composers, performers, series and genres the archive holds in that language.
 */
export async function archivePage(db: Db, lang: Lang, query: ArchiveQuery, now = new Date()): Promise<ArchivePage> {
  const entries = await pastConcerts(db, lang, now);
  const season = query.season ? seasonRange(query.season) : null;
  const composer = query.composer ? fold(query.composer) : null;
  const matching = entries.filter(
    (entry) =>
      (!season || (Date.parse(entry.startsAt) >= season.from.getTime() && Date.parse(entry.startsAt) < season.to.getTime())) &&
      (!composer || entry.composerKeys.includes(composer)) &&
      (!query.performer || entry.performerSlugs.includes(query.performer)) &&
      (!query.series || entry.seriesSlug === query.series) &&
      (!query.genre || entry.genres.includes(query.genre)),
  );
  const start = (query.page - 1) * ARCHIVE_PAGE_SIZE;
  const collator = new Intl.Collator(lang === "am" ? "hy" : lang);
  const distinct = <T, K>(list: T[], key: (item: T) => K) => [...new Map(list.map((item) => [key(item), item])).values()];

  const composers = distinct(
    entries.flatMap((entry) => entry.works.map((work) => work.composer.replace(/\s+/g, " ").trim())),
    fold,
  ).sort(collator.compare);
  const performers = distinct(
    entries.flatMap((entry) => entry.performerSlugs.map((slug, index) => ({ slug, name: entry.performers[index]!.name }))),
    (item) => item.slug,
  ).sort((a, b) => collator.compare(a.name, b.name));
  const series = distinct(
    entries.flatMap((entry) => (entry.seriesSlug && entry.series ? [{ slug: entry.seriesSlug, name: entry.series }] : [])),
    (item) => item.slug,
  ).sort((a, b) => collator.compare(a.name, b.name));

  return {
    query,
    items: matching.slice(start, start + ARCHIVE_PAGE_SIZE).map(({ eventId, startsAt, title, subtitle, works, performers: people, series: seriesName }) => ({
      eventId,
      startsAt,
      title,
      subtitle,
      works,
      performers: people,
      series: seriesName,
    })),
    total: matching.length,
    pageCount: Math.ceil(matching.length / ARCHIVE_PAGE_SIZE),
    options: {
      seasons: [...new Set(entries.map((entry) => entry.season))],
      composers,
      performers,
      series,
      genres: GENRES.filter((genre) => entries.some((entry) => entry.genres.includes(genre))),
    },
  };
}
