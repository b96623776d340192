import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_VENUE } from "../../content/venues";
import type { Db } from "../../db/client.server";
import { concertProgrammes, concertRecords } from "../../db/schema/programmes";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { hallDay, startOfHallDay, toHallIso } from "../../i18n/hall-time";
import { LANGS, type Lang } from "../../i18n/languages";
import type { ConcertEvent } from "../concerts/public";

/**
 * The hall keeps what the catalogue said of each concert it wrote a programme for, so that the concert's page
 * outlives the provider's list: recorded whenever a list arrives from the provider and when a programme is
 * saved. Only changes are written (the catalogue refreshes every minute; a season is a few hundred concerts).
 */
export function createConcertRecorder(db: Db) {
  const written = new Map<string, string>();

  return async function record(lang: Lang, events: ConcertEvent[]): Promise<void> {
    const changed = events
      .filter((event) => event.startsAt !== null)
      .map((event) => ({ event: { ...event, availaibleCount: null }, key: `${lang}:${event.eventId}` }))
      .filter(({ event, key }) => written.get(key) !== JSON.stringify(event));
    if (!changed.length) return;
    const ids = changed.map(({ event }) => event.eventId);
    const programmed = new Set(
      (await db.select({ eventId: concertProgrammes.eventId }).from(concertProgrammes).where(inArray(concertProgrammes.eventId, ids))).map((row) => row.eventId),
    );
    const rows = changed.filter(({ event }) => programmed.has(event.eventId));
    if (rows.length) {
      await db
        .insert(concertRecords)
        .values(rows.map(({ event }) => ({ eventId: event.eventId, languageCode: lang, startsAt: new Date(event.startsAt!), event, recordedAt: new Date() })))
        .onConflictDoUpdate({
          target: [concertRecords.eventId, concertRecords.languageCode],
          set: { startsAt: sql`excluded.starts_at`, event: sql`excluded.event`, recordedAt: sql`excluded.recorded_at` },
        });
    }
    // Concerts without a programme are remembered too, so an unchanged list asks nothing of the database.
    for (const { event, key } of changed) if (programmed.has(event.eventId) || !written.has(key)) written.set(key, JSON.stringify(event));
  };
}

export type ConcertRecorder = ReturnType<typeof createConcertRecorder>;

/**
 * A concert that has taken place, as recorded in the visitor's language (or, failing that, in another), or null
 * when the hall kept nothing of it or it has not yet taken place. "Taken place" is before today in the hall's
 * time zone, as the listing counts upcoming concerts.
 */
export async function pastConcertRecord(db: Db, eventId: string, lang: Lang, now = new Date()): Promise<ConcertEvent | null> {
  const rows = await db.select().from(concertRecords).where(eq(concertRecords.eventId, eventId));
  const row = rows.find((candidate) => candidate.languageCode === lang) ?? rows.find((candidate) => candidate.languageCode === "en") ?? rows[0];
  if (!row?.startsAt || !tookPlace(row.startsAt.toISOString(), now)) return null;
  return row.event as unknown as ConcertEvent;
}

/** Whether a concert starting at `startsAt` has taken place: it started before today in the hall. */
export function tookPlace(startsAt: string | null, now = new Date()): boolean {
  if (!startsAt) return false;
  const at = Date.parse(startsAt);
  return Number.isFinite(at) && at < startOfHallDay(hallDay(now)).getTime();
}

/** Whether the hall recorded this concert at all (any language): a past concert without a programme is gone, not unknown. */
export async function concertRecorded(db: Db, eventId: string): Promise<boolean> {
  const rows = await db.select({ eventId: concertRecords.eventId }).from(concertRecords).where(eq(concertRecords.eventId, eventId)).limit(1);
  return rows.length > 0;
}

const titleSchema = z.object({ title: z.string().trim().min(1).max(200) });

/** `POST /api/admin/concerts`: a concert the provider never listed, from the orchestra's earlier seasons. */
export const pastConcertInputSchema = z.object({
  date: z.iso.datetime({ offset: true }),
  venue: z.string().trim().max(200).optional(),
  translations: z.object({ en: titleSchema, am: titleSchema.optional(), ru: titleSchema.optional() }),
});

/**
 * Adds a concert that took place before the provider's catalogue knew it: its record in each language given
 * (the others read the English one) and an empty programme, which staff then write as for any concert. A date
 * that has not yet passed is refused: concerts to come are the provider's.
 */
export async function addPastConcert(db: Db, raw: unknown, now = new Date()): Promise<{ eventId: string }> {
  const input = parseBody(pastConcertInputSchema, raw);
  const startsAt = new Date(input.date);
  if (!tookPlace(startsAt.toISOString(), now)) throw new ApiError("invalid_date", "date: a concert added here has taken place; concerts to come come from the ticketing provider", { date: "not_past" });
  const eventId = `hall-${randomBytes(6).toString("hex")}`;
  const iso = toHallIso(startsAt);
  const records = LANGS.flatMap((lang) => {
    const title = input.translations[lang]?.title;
    if (!title) return [];
    const venue = DEFAULT_VENUE[lang];
    const event: ConcertEvent = {
      eventId,
      eventName: title,
      eventDescription: "",
      descriptionText: "",
      eventDateTime: iso,
      startsAt: iso,
      venue: { name: input.venue || venue.name, address: venue.address },
      imageUrl: "",
      bannerUrl: "",
      eventInfo: "",
      performers: [],
      language: lang,
      facts: { price: null, minAge: null, festival: null, program: null },
      availaibleCount: null,
    };
    return [{ eventId, languageCode: lang, startsAt, event }];
  });
  await db.transaction(async (tx) => {
    await tx.insert(concertProgrammes).values({ eventId });
    await tx.insert(concertRecords).values(records);
  });
  return { eventId };
}
