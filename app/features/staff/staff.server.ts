import { asc, eq } from "drizzle-orm";
import { notFound, parseBody } from "../../http/parse-body";
import type { Db } from "../../db/client.server";
import { cachedRead, forgetReads } from "../../db/read-cache.server";
import { staffMembers, staffTranslations } from "../../db/schema/staff";
import { LANGS, type Lang, TRANSLATION_CODE, type Localised } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import type { MediaStorage } from "../media-uploads/public.server";
import { croppedPictures, libraryItemFromStoredPicture, libraryPictureFile } from "../media-library/public.server";
import { ApiError } from "../../http/api-error";
import { translatedField } from "../../i18n/translated-field";
import { type AdminStaffMember, createStaffSchema, editStaffSchema, type PublicStaffMember, STAFF_REFUSALS, type StaffInput, type StaffText } from "./schema";

const NOT_FOUND = "No such staff member: they may have been deleted already";

/** The prefix of the staff reads public pages keep; every write forgets them (server/kept-answers.ts retires the pages too). */
const STAFF_READS = "staff:";

/** Every member with their three translations, in display order. */
async function readStaff(db: Db): Promise<AdminStaffMember[]> {
  const rows = await db
    .select({ member: staffMembers, translation: staffTranslations })
    .from(staffMembers)
    .leftJoin(staffTranslations, eq(staffTranslations.staffId, staffMembers.id))
    .orderBy(asc(staffMembers.displayOrder), asc(staffMembers.id));
  const byId = new Map<number, AdminStaffMember>();
  for (const { member, translation } of rows) {
    const item = byId.get(member.id) ?? { id: member.id, imageUrl: member.imageUrl, mediaId: member.mediaId, linkedIn: member.linkedIn, displayOrder: member.displayOrder, translations: [] };
    if (translation) {
      const { firstName, lastName, position } = translation;
      item.translations.push({ languageCode: TRANSLATION_CODE[translation.languageCode], staffId: member.id, firstName, lastName, position });
    }
    byId.set(member.id, item);
  }
  return [...byId.values()];
}

/** One language, with the English text standing in for a translation not written yet; photos cut square around their focal point. */
async function readPublicStaff(db: Db, lang: Lang): Promise<PublicStaffMember[]> {
  const members = await readStaff(db);
  const photos = await croppedPictures(db, members.flatMap((member) => (member.mediaId ? [member.mediaId] : [])), "square", lang);
  return members.map((member) => {
    const field = (name: keyof StaffText) => translatedField(member.translations, lang, name);
    return {
      id: member.id,
      imageUrl: member.imageUrl,
      photo: (member.mediaId && photos.get(member.mediaId)) || null,
      linkedIn: member.linkedIn,
      displayOrder: member.displayOrder,
      firstName: field("firstName"),
      lastName: field("lastName"),
      position: field("position"),
    };
  });
}

/**
 * The people page's read (docs/product.md §12): the members in one language and display order,
 * one database read per instance and period, forgotten at once when staff change a record.
 */
export function publicStaff(db: Db, lang: Lang): Promise<PublicStaffMember[]> {
  return cachedRead(db, `${STAFF_READS}${lang}`, () => readPublicStaff(db, lang));
}

/** Staff members with their three translations (docs/product.md §12). */
export function createStaffDirectory(db: Db, claimMedia: ClaimMedia, storage: MediaStorage) {
  /**
   * The photo a save names: a library picture by `mediaId`, or an upload (the spec's contract), which is
   * checked and cut as a staff photo and becomes a library item whose alt text is the member's name.
   */
  async function photoOf(input: StaffInput): Promise<{ mediaId: number; imageUrl: string }> {
    if (input.mediaId) {
      const imageUrl = await libraryPictureFile(db, input.mediaId);
      if (!imageUrl) throw new ApiError("unknown_item", "The photo is not a picture in the media library (it may have been deleted)", { mediaId: "unknown_item" });
      return { mediaId: input.mediaId, imageUrl };
    }
    const image = await claimMedia(input.imageUrl, "staff");
    const names = Object.fromEntries(LANGS.map((lang) => [lang, `${input.translations[lang].firstName} ${input.translations[lang].lastName}`.trim()])) as Localised<string>;
    const item = await libraryItemFromStoredPicture(db, storage, image.url, names);
    return { mediaId: item.id, imageUrl: image.url };
  }

  async function saveTranslations(tx: Db, staffId: number, translations: Localised<StaffText>) {
    await tx.delete(staffTranslations).where(eq(staffTranslations.staffId, staffId));
    await tx.insert(staffTranslations).values(LANGS.map((lang) => ({ staffId, languageCode: lang, ...translations[lang] })));
  }

  async function one(id: number): Promise<AdminStaffMember> {
    const member = (await listForAdmin()).find((item) => item.id === id);
    if (!member) throw notFound(NOT_FOUND);
    return member;
  }

  function listForAdmin(): Promise<AdminStaffMember[]> {
    return readStaff(db);
  }

  return {
    listForAdmin,

    /** One language, with the English text standing in for a translation not written yet (the API's read, not kept). */
    listPublic: (lang: Lang) => readPublicStaff(db, lang),

    async create(raw: unknown): Promise<AdminStaffMember> {
      const input = parseBody(createStaffSchema, raw, { refusals: STAFF_REFUSALS });
      const photo = await photoOf(input);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staffMembers)
          .values({ ...photo, linkedIn: input.linkedIn, displayOrder: input.displayOrder })
          .returning({ id: staffMembers.id });
        await saveTranslations(tx as unknown as Db, created!.id, input.translations);
        return created!.id;
      });
      forgetReads(db, STAFF_READS);
      return one(id);
    },

    async update(id: number, raw: unknown): Promise<AdminStaffMember> {
      const input = parseBody(editStaffSchema, raw, { refusals: STAFF_REFUSALS });
      const current = await one(id);
      const changed = (input.mediaId && input.mediaId !== current.mediaId) || (!input.mediaId && input.imageUrl && input.imageUrl !== current.imageUrl);
      const photo = changed ? await photoOf(input) : { imageUrl: current.imageUrl, mediaId: current.mediaId };
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(staffMembers)
          .set({ ...photo, linkedIn: input.linkedIn, displayOrder: input.displayOrder })
          .where(eq(staffMembers.id, id))
          .returning({ id: staffMembers.id });
        if (!updated.length) throw notFound(NOT_FOUND);
        await saveTranslations(tx as unknown as Db, id, input.translations);
      });
      forgetReads(db, STAFF_READS);
      return one(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(staffMembers).where(eq(staffMembers.id, id)).returning({ id: staffMembers.id });
      if (!deleted.length) throw notFound(NOT_FOUND);
      forgetReads(db, STAFF_READS);
    },
  };
}
