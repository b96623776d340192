import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { events, legacyConcertIds, providerSnapshots } from "../../db/schema/concerts";
import { sanitizeDescription } from "./normalize.server";
import { safeUrl } from "../../security/safe-url";
import { toHallIso } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import type { ConcertEvent } from "./concert";
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

export async function saveSnapshot(db: Db, lang: Lang, list: ConcertEvent[], fetchedAt: Date): Promise<void> {
  await db
    .insert(providerSnapshots)
    .values({ languageCode: lang, events: list, fetchedAt })
    .onConflictDoUpdate({ target: providerSnapshots.languageCode, set: { events: list, fetchedAt } });
}

export async function loadSnapshot(db: Db, lang: Lang): Promise<ConcertEvent[]> {
  const [row] = await db.select().from(providerSnapshots).where(eq(providerSnapshots.languageCode, lang));
  return Array.isArray(row?.events) ? (row.events as ConcertEvent[]) : [];
}
