import { desc, eq } from "drizzle-orm";
import { notFound, parseBody } from "../../http/parse-body";
import type { Db } from "../../db/client.server";
import { forgetReads } from "../../db/read-cache.server";
import { COMING_SOON_READS } from "./coming-soon.server";
import { comingSoonEvents, comingSoonTranslations } from "../../db/schema/coming-soon";
import { hallClock, parseDayKey, hallTimeToInstant, toHallIso } from "../../i18n/hall-time";
import { LANGS, TRANSLATION_CODE, type Localised } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { libraryItemFromStoredPicture, libraryPictureFile } from "../media-library/public.server";
import { ApiError } from "../../http/api-error";
import { type AdminComingSoonEvent, COMING_SOON_REFUSALS, type ComingSoonInput, createComingSoonSchema, editComingSoonSchema, type EventText, toggleComingSoonSchema } from "./schema";



const NOT_FOUND = "No such event: it may have been deleted already";

/** The hall's wall-clock day and time as the instant stored. */
function instantOf(parts: { date: string; time: string }): Date {
  const [hour, minute] = parts.time.split(":").map(Number);
  return hallTimeToInstant(parseDayKey(parts.date)!, hour, minute);
}

/** Coming-soon events for the admin screen: create (inactive), edit, publish or hide, delete. */
export function createComingSoonAdmin(db: Db, claimMedia: ClaimMedia, storage: MediaStorage) {
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
        mediaId: event.mediaId,
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
    if (!found) throw notFound(NOT_FOUND);
    return found;
  }

  async function saveTexts(tx: Db, comingSoonId: number, texts: Localised<EventText>) {
    await tx.delete(comingSoonTranslations).where(eq(comingSoonTranslations.comingSoonId, comingSoonId));
    await tx.insert(comingSoonTranslations).values(LANGS.map((lang) => ({ comingSoonId, languageCode: lang, ...texts[lang] })));
  }

  /**
   * The picture a save names: a library picture by `mediaId`, or an upload (the spec's contract), checked and
   * cut as a card picture and made a library item whose alt text is the title; else the current one is kept.
   */
  async function picture(input: Pick<ComingSoonInput, "imageUrl" | "mediaId" | "translations">, current: { imageUrl: string; mediaId: number | null } = { imageUrl: "", mediaId: null }) {
    if (input.mediaId && input.mediaId !== current.mediaId) {
      const imageUrl = await libraryPictureFile(db, input.mediaId);
      if (!imageUrl) throw new ApiError("unknown_item", "The picture is not in the media library (it may have been deleted)", { mediaId: "unknown_item" });
      return { mediaId: input.mediaId, imageUrl };
    }
    if (input.mediaId || !input.imageUrl || input.imageUrl === current.imageUrl) return { imageUrl: current.imageUrl, mediaId: current.mediaId };
    const image = await claimMedia(input.imageUrl, "event");
    const titles = Object.fromEntries(LANGS.map((lang) => [lang, input.translations[lang].title.trim()])) as Localised<string>;
    return { mediaId: (await libraryItemFromStoredPicture(db, storage, image.url, titles)).id, imageUrl: image.url };
  }

  /** Every write makes the published cards be read again (they are kept a few seconds for visitors): the one place they are cleared. */
  async function written(id: number): Promise<AdminComingSoonEvent> {
    forgetReads(db, COMING_SOON_READS);
    return one(id);
  }

  return {
    list,

    /** New events start hidden whatever the request says (docs/product.md §11). */
    async create(raw: unknown): Promise<AdminComingSoonEvent> {
      const input = parseBody(createComingSoonSchema, raw, { refusals: COMING_SOON_REFUSALS });
      const texts = input.translations;
      const date = instantOf(input.date!);
      const eventId = input.eventId ?? null;
      const chosen = await picture(input);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx.insert(comingSoonEvents).values({ date, ...chosen, eventId, isActive: false }).returning({ id: comingSoonEvents.id });
        await saveTexts(tx as unknown as Db, created!.id, texts);
        return created!.id;
      });
      return written(id);
    },

    async update(id: number, raw: unknown): Promise<AdminComingSoonEvent> {
      const current = await one(id);
      const input = parseBody(editComingSoonSchema, raw, { refusals: COMING_SOON_REFUSALS });
      const texts = input.translations;
      const date = instantOf(input.date!);
      const eventId = input.eventId === undefined ? current.eventId : input.eventId;
      const chosen = await picture(input, current);
      await db.transaction(async (tx) => {
        await tx
          .update(comingSoonEvents)
          .set({ date, ...chosen, eventId, isActive: input.isActive ?? current.isActive })
          .where(eq(comingSoonEvents.id, id));
        await saveTexts(tx as unknown as Db, id, texts);
      });
      return written(id);
    },

    async setActive(id: number, raw: unknown): Promise<AdminComingSoonEvent> {
      const { isActive } = parseBody(toggleComingSoonSchema, raw, { refusals: COMING_SOON_REFUSALS });
      const updated = await db.update(comingSoonEvents).set({ isActive }).where(eq(comingSoonEvents.id, id)).returning({ id: comingSoonEvents.id });
      if (!updated.length) throw notFound(NOT_FOUND);
      return written(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(comingSoonEvents).where(eq(comingSoonEvents.id, id)).returning({ id: comingSoonEvents.id });
      if (!deleted.length) throw notFound(NOT_FOUND);
      forgetReads(db, COMING_SOON_READS);
    },
  };
}
