import { desc, eq } from "drizzle-orm";
import { ApiError } from "../../http/api-error";
import { objectBody, translationsOf } from "../../http/request-body";
import type { Db } from "../../db/client.server";
import { comingSoonEvents, comingSoonTranslations } from "../../db/schema";
import { hallClock, parseDayKey, hallTimeToInstant, toHallIso } from "../../i18n/hall-time";
import { LANGS, TRANSLATION_CODE, type Localised } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import { EVENT_TEXT_FIELDS, readCardEventId, splitEventDateTime } from "./coming-soon-rules";
import type { AdminComingSoonEvent, EventText } from "./schema";



const NOT_FOUND = "No such event: it may have been deleted already";

function readDate(body: Record<string, unknown>, missing: () => ApiError): Date {
  if (body.date === undefined || body.date === "") throw missing();
  const parts = splitEventDateTime(body.date);
  const day = parts ? parseDayKey(parts.date) : null;
  if (!parts || !day) throw new ApiError(400, "date must be a day and a time: YYYY-MM-DDTHH:MM:00", "invalid_date");
  const [hour, minute] = parts.time.split(":").map(Number);
  return hallTimeToInstant(day, hour, minute);
}

/** The optional event id of a write; left out of the body, it stays what it was (`current`). */
function readEventId(body: Record<string, unknown>, current: string | null): string | null {
  if (!("eventId" in body)) return current;
  const read = readCardEventId(body.eventId);
  if (!read.ok) throw new ApiError(400, "eventId must be a concert's id: letters, digits, - or _ (at most 64), or empty", "invalid_event_id");
  return read.eventId;
}

const titlesMissing = () => new ApiError(400, "The English, Armenian and Russian titles are required", "titles_required");
const editFieldsMissing = () => new ApiError(400, "The English title, the English venue, the date and the time are required", "edit_required_fields");

/** Coming-soon events for the admin screen: create (inactive), edit, publish or hide, delete. */
export function createComingSoonAdmin(db: Db, claimMedia: ClaimMedia) {
  async function list(): Promise<AdminComingSoonEvent[]> {
    const rows = await db
      .select({ event: comingSoonEvents, translation: comingSoonTranslations })
      .from(comingSoonEvents)
      .leftJoin(comingSoonTranslations, eq(comingSoonTranslations.comingSoonId, comingSoonEvents.id))
      .orderBy(desc(comingSoonEvents.date), desc(comingSoonEvents.id));
    const byId = new Map<number, AdminComingSoonEvent>();
    for (const { event, translation } of rows) {
      const clock = hallClock(event.date);
      const item = byId.get(event.id) ?? {
        id: event.id,
        date: toHallIso(event.date),
        time: `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`,
        createdAt: event.createdAt.toISOString(),
        imageUrl: event.imageUrl,
        bannerUrl: event.imageUrl,
        isActive: event.isActive,
        eventId: event.eventId,
        translations: [],
      };
      if (translation) {
        const { title, location } = translation;
        item.translations.push({ languageCode: TRANSLATION_CODE[translation.languageCode], title, location, venue: location });
      }
      byId.set(event.id, item);
    }
    return [...byId.values()];
  }

  async function one(id: number) {
    const found = (await list()).find((event) => event.id === id);
    if (!found) throw new ApiError(404, NOT_FOUND, "not_found");
    return found;
  }

  async function saveTexts(tx: Db, comingSoonId: number, texts: Localised<EventText>) {
    await tx.delete(comingSoonTranslations).where(eq(comingSoonTranslations.comingSoonId, comingSoonId));
    await tx.insert(comingSoonTranslations).values(LANGS.map((lang) => ({ comingSoonId, languageCode: lang, ...texts[lang] })));
  }

  async function image(body: Record<string, unknown>, current = "") {
    const url = typeof body.imageUrl === "string" ? body.imageUrl.trim() : "";
    return url && url !== current ? (await claimMedia(url, "event")).url : current;
  }

  return {
    list,

    /** New events start hidden whatever the request says (docs/product.md §11). */
    async create(raw: unknown): Promise<AdminComingSoonEvent> {
      const body = objectBody(raw);
      const texts = translationsOf(body, EVENT_TEXT_FIELDS);
      if (!texts.en.title || !texts.am.title || !texts.ru.title) throw titlesMissing();
      const date = readDate(body, () => new ApiError(400, "date is required", "date_required"));
      const eventId = readEventId(body, null);
      const imageUrl = await image(body);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx.insert(comingSoonEvents).values({ date, imageUrl, eventId, isActive: false }).returning({ id: comingSoonEvents.id });
        await saveTexts(tx as unknown as Db, created!.id, texts);
        return created!.id;
      });
      return one(id);
    },

    async update(id: number, raw: unknown): Promise<AdminComingSoonEvent> {
      const body = objectBody(raw);
      const current = await one(id);
      const texts = translationsOf(body, EVENT_TEXT_FIELDS);
      if (!texts.en.title || !texts.en.location) throw editFieldsMissing();
      const date = readDate(body, editFieldsMissing);
      if (body.isActive !== undefined && typeof body.isActive !== "boolean") throw new ApiError(400, "isActive must be true or false", "invalid_status");
      const eventId = readEventId(body, current.eventId);
      const imageUrl = await image(body, current.imageUrl);
      await db.transaction(async (tx) => {
        await tx
          .update(comingSoonEvents)
          .set({ date, imageUrl, eventId, isActive: typeof body.isActive === "boolean" ? body.isActive : current.isActive })
          .where(eq(comingSoonEvents.id, id));
        await saveTexts(tx as unknown as Db, id, texts);
      });
      return one(id);
    },

    async setActive(id: number, raw: unknown): Promise<AdminComingSoonEvent> {
      const body = objectBody(raw);
      if (typeof body.isActive !== "boolean") throw new ApiError(400, "isActive must be true or false", "invalid_status");
      const updated = await db.update(comingSoonEvents).set({ isActive: body.isActive }).where(eq(comingSoonEvents.id, id)).returning({ id: comingSoonEvents.id });
      if (!updated.length) throw new ApiError(404, NOT_FOUND, "not_found");
      return one(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(comingSoonEvents).where(eq(comingSoonEvents.id, id)).returning({ id: comingSoonEvents.id });
      if (!deleted.length) throw new ApiError(404, NOT_FOUND, "not_found");
    },
  };
}
