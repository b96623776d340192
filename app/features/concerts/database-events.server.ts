import { and, asc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.server";
import { cachedRead } from "../../db/read-cache.server";
import { comingSoonEvents, comingSoonTranslations, events, legacyConcertIds, providerSnapshots } from "../../db/schema";
import { sanitizeDescription, safeUrl } from "./normalize.server";
import { toHallIso } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import type { ComingSoonCard, ConcertEvent } from "./concert";
import { htmlToText, parseFestival, parseMinAge, parseProgram, parseTicketPrice } from "./event-parsers";
import { DEFAULT_VENUE } from "../../content/venues";

type EventRow = typeof events.$inferSelect;

/** A concert from our own table in the shape of a provider concert. */
export function concertFromRow(row: EventRow): ConcertEvent {
  const eventDescription = sanitizeDescription(row.description);
  const descriptionText = htmlToText(eventDescription);
  const iso = toHallIso(row.date);
  const fallbackVenue = DEFAULT_VENUE[row.languageCode];
  return {
    eventId: row.eventKey,
    eventName: row.title,
    eventDescription,
    descriptionText,
    eventDateTime: iso,
    startsAt: iso,
    venue: { name: row.venueName || row.location || fallbackVenue.name, address: row.venueAddress || fallbackVenue.address },
    imageUrl: safeUrl(row.imageUrl),
    bannerUrl: safeUrl(row.imageUrl),
    eventInfo: "",
    performers: row.artists.map((artist) => ({ name: artist.name, imageUrl: safeUrl(artist.imageUrl), facebookUrl: "", instagramUrl: "" })),
    language: row.languageCode,
    facts: {
      price: parseTicketPrice(row.ticketPrice ?? "") ?? parseTicketPrice(descriptionText),
      minAge: row.minAge ?? parseMinAge(row.title, descriptionText),
      festival: parseFestival(descriptionText),
      program: parseProgram(descriptionText),
    },
    availaibleCount: null,
  };
}

export async function listDatabaseEvents(db: Db, lang: Lang): Promise<ConcertEvent[]> {
  const rows = await db.select().from(events).where(eq(events.languageCode, lang)).orderBy(asc(events.date));
  return rows.map(concertFromRow);
}

/** The rows of one concert (all languages), found by its key or by a row id (GET /api/events?id=, docs/product.md §10). */
export async function findDatabaseEventRows(db: Db, id: string): Promise<EventRow[]> {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return db
    .select()
    .from(events)
    .where(numeric === null ? eq(events.eventKey, id) : or(eq(events.eventKey, id), eq(events.id, numeric)))
    .orderBy(asc(events.id));
}

export async function findDatabaseEvent(db: Db, id: string, lang: Lang): Promise<ConcertEvent | null> {
  const rows = await findDatabaseEventRows(db, id);
  const row = rows.find((r) => r.languageCode === lang) ?? rows[0];
  return row ? concertFromRow(row) : null;
}

export async function allDatabaseEventRows(db: Db): Promise<EventRow[]> {
  return db.select().from(events).orderBy(asc(events.date), asc(events.id));
}

export async function resolveLegacyId(db: Db, id: string): Promise<string> {
  const [row] = await db.select().from(legacyConcertIds).where(eq(legacyConcertIds.legacyId, id));
  return row?.providerEventId ?? id;
}

export async function saveSnapshot(db: Db, lang: Lang, list: ConcertEvent[]): Promise<void> {
  const fetchedAt = new Date();
  await db
    .insert(providerSnapshots)
    .values({ languageCode: lang, events: list, fetchedAt })
    .onConflictDoUpdate({ target: providerSnapshots.languageCode, set: { events: list, fetchedAt } });
}

export async function loadSnapshot(db: Db, lang: Lang): Promise<ConcertEvent[]> {
  const [row] = await db.select().from(providerSnapshots).where(eq(providerSnapshots.languageCode, lang));
  return Array.isArray(row?.events) ? (row.events as ConcertEvent[]) : [];
}

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
  return rows.flatMap((row) => {
    const title = row.title || row.englishTitle;
    if (!title) return [];
    return [
      {
        id: row.id,
        title,
        location: row.location || row.englishLocation || DEFAULT_VENUE[lang].name,
        imageUrl: safeUrl(row.imageUrl),
        date: toHallIso(row.date),
        eventId: row.eventId,
      },
    ];
  });
}
