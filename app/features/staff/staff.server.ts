import { asc, eq } from "drizzle-orm";
import { ApiError } from "../../http/api-error";
import { objectBody, translationsOf } from "../../http/request-body";
import type { Db } from "../../db/client.server";
import { staffMembers, staffTranslations } from "../../db/schema";
import { LANGS, type Lang, TRANSLATION_CODE, type Localised } from "../../i18n/languages";
import type { ClaimMedia } from "../media-uploads/public";
import { isProfileUrl, readDisplayOrder, STAFF_MAX_ORDER, STAFF_TEXT_FIELDS } from "./staff-rules";
import { translatedField } from "../../i18n/translated-field";
import type { AdminStaffMember, PublicStaffMember, StaffText } from "./schema";




const NOT_FOUND = "No such staff member: they may have been deleted already";

function readMember(body: Record<string, unknown>) {
  const translations = translationsOf(body, STAFF_TEXT_FIELDS);
  if (!translations.en.firstName) throw new ApiError(400, "The English first name is required", "first_name_required");
  const displayOrder = readDisplayOrder(body.displayOrder);
  if (displayOrder === null) throw new ApiError(400, `displayOrder must be a whole number from 1 to ${STAFF_MAX_ORDER}`, "invalid_display_order");
  const linkedIn = typeof body.linkedIn === "string" ? body.linkedIn.trim() : "";
  if (body.linkedIn !== undefined && body.linkedIn !== null && typeof body.linkedIn !== "string") {
    throw new ApiError(400, "linkedIn must be a web address", "invalid_linkedin");
  }
  if (linkedIn && !isProfileUrl(linkedIn)) throw new ApiError(400, "linkedIn must be a web address (https://…)", "invalid_linkedin");
  const imageUrl = typeof body.imageUrl === "string" ? body.imageUrl.trim() : "";
  return { translations, displayOrder, linkedIn: linkedIn || null, imageUrl };
}

/** Staff members with their three translations (docs/product.md §12). */
export function createStaffDirectory(db: Db, claimMedia: ClaimMedia) {
  async function rows() {
    return db
      .select({ member: staffMembers, translation: staffTranslations })
      .from(staffMembers)
      .leftJoin(staffTranslations, eq(staffTranslations.staffId, staffMembers.id))
      .orderBy(asc(staffMembers.displayOrder), asc(staffMembers.id));
  }

  async function saveTranslations(tx: Db, staffId: number, translations: Localised<StaffText>) {
    await tx.delete(staffTranslations).where(eq(staffTranslations.staffId, staffId));
    await tx.insert(staffTranslations).values(LANGS.map((lang) => ({ staffId, languageCode: lang, ...translations[lang] })));
  }

  async function one(id: number): Promise<AdminStaffMember> {
    const member = (await listForAdmin()).find((item) => item.id === id);
    if (!member) throw new ApiError(404, NOT_FOUND, "not_found");
    return member;
  }

  async function listForAdmin(): Promise<AdminStaffMember[]> {
    const byId = new Map<number, AdminStaffMember>();
    for (const { member, translation } of await rows()) {
      const item = byId.get(member.id) ?? { id: member.id, imageUrl: member.imageUrl, linkedIn: member.linkedIn, displayOrder: member.displayOrder, translations: [] };
      if (translation) {
        const { firstName, lastName, position } = translation;
        item.translations.push({ languageCode: TRANSLATION_CODE[translation.languageCode], staffId: member.id, firstName, lastName, position });
      }
      byId.set(member.id, item);
    }
    return [...byId.values()];
  }

  return {
    listForAdmin,

    /** One language, with the English text standing in for a translation not written yet. */
    async listPublic(lang: Lang): Promise<PublicStaffMember[]> {
      return (await listForAdmin()).map((member) => {
        const field = (name: keyof StaffText) => translatedField(member.translations, lang, name);
        return {
          id: member.id,
          imageUrl: member.imageUrl,
          linkedIn: member.linkedIn,
          displayOrder: member.displayOrder,
          firstName: field("firstName"),
          lastName: field("lastName"),
          position: field("position"),
        };
      });
    },

    async create(raw: unknown): Promise<AdminStaffMember> {
      const input = readMember(objectBody(raw));
      if (!input.imageUrl) throw new ApiError(400, "A photo is required", "image_required");
      const image = await claimMedia(input.imageUrl, "staff");
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staffMembers)
          .values({ imageUrl: image.url, linkedIn: input.linkedIn, displayOrder: input.displayOrder })
          .returning({ id: staffMembers.id });
        await saveTranslations(tx as unknown as Db, created!.id, input.translations);
        return created!.id;
      });
      return one(id);
    },

    async update(id: number, raw: unknown): Promise<AdminStaffMember> {
      const input = readMember(objectBody(raw));
      const current = await one(id);
      const imageUrl = input.imageUrl && input.imageUrl !== current.imageUrl ? (await claimMedia(input.imageUrl, "staff")).url : current.imageUrl;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(staffMembers)
          .set({ imageUrl, linkedIn: input.linkedIn, displayOrder: input.displayOrder })
          .where(eq(staffMembers.id, id))
          .returning({ id: staffMembers.id });
        if (!updated.length) throw new ApiError(404, NOT_FOUND, "not_found");
        await saveTranslations(tx as unknown as Db, id, input.translations);
      });
      return one(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(staffMembers).where(eq(staffMembers.id, id)).returning({ id: staffMembers.id });
      if (!deleted.length) throw new ApiError(404, NOT_FOUND, "not_found");
    },
  };
}
