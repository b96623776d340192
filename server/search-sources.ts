import { ACCESSIBILITY_TEXTS } from "../app/content/accessibility-texts.server";
import type { ConcertCatalogue } from "../app/features/concerts/catalogue.server";
import { descriptionWithoutPrice, descriptionWithoutProgram, htmlToText } from "../app/features/concerts/event-parsers";
import { PAGE_READS, pageWords, readPublishedPage } from "../app/features/pages/public.server";
import type { PageKey as BlockPageKey } from "../app/features/pages/public";
import type { SearchDocument, SearchSource } from "../app/features/search/search-index.server";
import type { Db } from "../app/db/client.server";
import { writesUnder } from "../app/db/read-cache.server";
import { type HallFacts, withFacts } from "../app/features/hall-facts/public";
import { HALL_FACTS_READS, readHallFacts } from "../app/features/hall-facts/public.server";
import { artists } from "../app/db/schema/artists";
import { concertProgrammes } from "../app/db/schema/programmes";
import { concertSeries } from "../app/db/schema/series";
import { artistIn } from "../app/features/artists/artists.server";
import type { Artist } from "../app/features/artists/schema";
import { loadLegalPage } from "../app/features/privacy/legal-pages.server";
import type { LegalPageName } from "../app/features/privacy/schema";
import { pastConcerts } from "../app/features/programmes/archive.server";
import { publicProgramme } from "../app/features/programmes/programmes.server";
import { seriesIn } from "../app/features/series/series.server";
import type { Series } from "../app/features/series/schema";
import { richTextToPlain } from "../app/security/rich-text.server";
import { catalogueFor } from "../app/i18n/catalogues.server";
import { dayKey, hallDay } from "../app/i18n/hall-time";
import { localePath, type Lang } from "../app/i18n/languages";

/** Every string inside a text object, in order, placeholders such as {address} left out. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, "")];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * Upcoming concerts as the catalogue lists them in each language, with the works, performers and
 * notes of their published programmes. The same catalogue list and the same programmes give the
 * same array back, so the index does no work for them.
 */
export function concertSearchSource(catalogue: ConcertCatalogue, db: Db, now: () => Date = () => new Date()): SearchSource {
  const last = new Map<Lang, { events: unknown; programmes: string; documents: SearchDocument[] }>();
  return {
    prefix: "concert:",
    async documents(lang) {
      const [{ events }, programmeRows] = await Promise.all([
        catalogue.listEvents(lang),
        db.select({ eventId: concertProgrammes.eventId, updatedAt: concertProgrammes.updatedAt }).from(concertProgrammes),
      ]);
      const programmes = programmeRows.map((row) => `${row.eventId}@${row.updatedAt.getTime()}`).join(",");
      const before = last.get(lang);
      if (before && before.events === events && before.programmes === programmes) return before.documents;
      const withProgramme = new Set(programmeRows.map((row) => row.eventId));
      const from = now().getTime();
      const documents = await Promise.all(
        events
          .filter((event) => !event.startsAt || Date.parse(event.startsAt) >= from)
          .map(async (event): Promise<SearchDocument> => {
            const story = withProgramme.has(event.eventId) ? await publicProgramme(db, event.eventId, lang) : null;
            const told = story
              ? [
                  story.subtitle,
                  ...story.works.flatMap((work) => ("composer" in work ? [`${work.composer} ${work.title}`] : [])),
                  ...story.performers.map((performer) => `${performer.name} ${performer.roleText}`),
                  richTextToPlain(story.notes),
                ]
              : [];
            return {
              key: `concert:${event.eventId}`,
              kind: "concert",
              title: event.eventName,
              // The description as the concert page tells it, without the provider's "Program: …" and "Ticket price: …"
              // lines: snippets read like the page. The programme itself follows, as the parser read it.
              body: [htmlToText(descriptionWithoutPrice(descriptionWithoutProgram(event.eventDescription))), event.facts.program ?? "", ...event.performers.map((performer) => performer.name), ...told].filter(Boolean).join(" "),
              url: localePath(lang, `/orchestra/event/${encodeURIComponent(event.eventId)}`),
              startsAt: event.startsAt ? new Date(event.startsAt) : null,
            };
          }),
      );
      last.set(lang, { events, programmes, documents });
      return documents;
    },
  };
}

// The reads that a write of an artist, a series or a programme forgets (features/*/artists.server.ts and
// the like), and of the pages the page source reads: while they stay, those sources are not read again.
const PROGRAMME_WRITES = "programmes:";
const LEGAL_WRITES = "legal:";

/** The artists' pages, each in every language (English where a language has no text of its own). */
export function artistSearchSource(db: Db): SearchSource {
  return {
    prefix: "artist:",
    version: () => String(writesUnder(db, PROGRAMME_WRITES)),
    async documents(lang) {
      const rows = await db.select().from(artists);
      return rows.map((row) => {
        const text = artistIn({ ...row, translations: row.translations as Artist["translations"] }, lang);
        return { key: `artist:${row.id}`, kind: "artist", title: text.name, body: [text.role, text.bio].filter(Boolean).join(" "), url: localePath(lang, `/artists/${row.slug}`), startsAt: null };
      });
    },
  };
}

/** The concert series' pages. */
export function seriesSearchSource(db: Db): SearchSource {
  return {
    prefix: "series:",
    version: () => String(writesUnder(db, PROGRAMME_WRITES)),
    async documents(lang) {
      const rows = await db.select().from(concertSeries);
      return rows.map((row) => {
        const text = seriesIn({ ...row, translations: row.translations as Series["translations"] }, lang);
        return { key: `series:${row.id}`, kind: "series", title: text.name, body: text.description, url: localePath(lang, `/series/${row.slug}`), startsAt: null };
      });
    },
  };
}

/**
 * The concerts that have taken place, as the archive lists them (app/features/programmes/archive.server.ts):
 * found by their title, works, performers and series, and answered after everything else as past concerts.
 */
export function pastConcertSearchSource(db: Db, now: () => Date = () => new Date()): SearchSource {
  return {
    prefix: "past:",
    // A programme's write moves it, and so does a new day (yesterday's concerts join); a record the provider
    // renamed is read at the index's periodic full read.
    version: () => `${writesUnder(db, PROGRAMME_WRITES)}:${dayKey(hallDay(now()))}`,
    async documents(lang) {
      return (await pastConcerts(db, lang, now())).map((concert) => ({
        key: `past:${concert.eventId}`,
        kind: "past",
        title: concert.title || catalogueFor(lang).archive.untitled,
        body: [concert.subtitle, concert.series ?? "", ...concert.works.map((work) => `${work.composer} ${work.title}`), ...concert.performers.map((person) => `${person.name} ${person.role}`)]
          .filter(Boolean)
          .join(" "),
        url: localePath(lang, `/orchestra/event/${encodeURIComponent(concert.eventId)}`),
        startsAt: new Date(concert.startsAt),
      }));
    },
  };
}

type PageKey = keyof ReturnType<typeof catalogueFor>["pages"];

const BLOCK_PAGES = [
  { path: "/venue/rent", page: "rent", slug: "venue-rent" },
  { path: "/venue/visit", page: "visit", slug: "venue-visit" },
  { path: "/venue/vip-balcony", page: "vipBalcony", slug: "venue-vip-balcony" },
  { path: "/venue/harmony", page: "harmony", slug: "venue-harmony" },
  { path: "/about/history", page: "hallHistory", slug: "hall-history" },
  { path: "/orchestra/history", page: "orchestraHistory", slug: "orchestra-history" },
  { path: "/orchestra/giftCard", page: "giftCard", slug: "gift-card" },
  { path: "/visit", page: "planVisit", slug: "plan-visit" },
] as const satisfies { path: string; page: PageKey; slug: BlockPageKey }[];

const LEGAL_PAGES = [
  { path: "/privacy", page: "privacy", name: "privacy" },
  { path: "/terms", page: "terms", name: "terms" },
] as const satisfies { path: string; page: PageKey; name: LegalPageName }[];

/** The site's pages with text worth finding: the venue pages, the histories, the gift card, accessibility, the privacy policy and the terms of use. */
export function pageSearchSource(db: Db): SearchSource {
  function page(lang: Lang, facts: HallFacts, path: string, key: PageKey, texts: string[]): SearchDocument {
    const meta = catalogueFor(lang).pages[key];
    return { key: `page:${path}`, kind: "page", title: meta.title, body: [withFacts(meta.description, facts, lang), ...texts].join(" ").replace(/\s+/g, " ").trim(), url: localePath(lang, path), startsAt: null };
  }
  return {
    prefix: "page:",
    version: () => `${writesUnder(db, PAGE_READS)}:${writesUnder(db, LEGAL_WRITES)}:${writesUnder(db, HALL_FACTS_READS)}`,
    async documents(lang) {
      // The texts' figures as the pages show them: from the published hall facts.
      const facts = await readHallFacts(db);
      const filled = <T,>(texts: T) => withFacts(texts, facts, lang);
      const blockPages = await Promise.all(
        BLOCK_PAGES.map(async ({ path, page: key, slug }) => {
          return page(lang, facts, path, key, filled(pageWords(await readPublishedPage(db, slug, lang))));
        }),
      );
      const legal = await Promise.all(
        LEGAL_PAGES.map(async ({ path, page: key, name }) => page(lang, facts, path, key, textsOf(richTextToPlain((await loadLegalPage(db, name)).texts[lang])))),
      );
      return [
        ...blockPages,
        page(lang, facts, "/venue/accessibility", "accessibility", textsOf(filled(ACCESSIBILITY_TEXTS[lang]))),
        ...legal,
      ];
    },
  };
}
