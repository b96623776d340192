import type { Db } from "../../db/client.server";
import { writesUnder } from "../../db/read-cache.server";
import { concertProgrammes } from "../../db/schema/programmes";
import { catalogueFor } from "../../i18n/catalogues.server";
import { dayKey, hallDay } from "../../i18n/hall-time";
import { localePath, type Lang } from "../../i18n/languages";
import { richTextToPlain } from "../../security/rich-text.server";
import { type ConcertCatalogue, descriptionWithoutPrice, descriptionWithoutProgram, htmlToText } from "../concerts/public.server";
import type { SearchDocument, SearchSource } from "../search/public.server";
import { pastConcerts } from "./archive.server";
import { PROGRAMME_READS, publicProgramme } from "./programmes.server";

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

/**
 * The concerts that have taken place, as the archive lists them (app/features/programmes/archive.server.ts):
 * found by their title, works, performers and series, and answered after everything else as past concerts.
 */
export function pastConcertSearchSource(db: Db, now: () => Date = () => new Date()): SearchSource {
  return {
    prefix: "past:",
    // A programme's write moves it, and so does a new day (yesterday's concerts join); a record the provider
    // renamed is read at the index's periodic full read.
    version: () => `${writesUnder(db, PROGRAMME_READS)}:${dayKey(hallDay(now()))}`,
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
