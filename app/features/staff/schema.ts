import type { Refusals } from "../../http/parse-body";
import { z } from "zod";
import { BODY_REFUSALS, objectContract, text } from "../../http/contract";
import { translationsField } from "../../i18n/translation-input";
import { isProfileUrl, readDisplayOrder, STAFF_MAX_ORDER, STAFF_TEXT_FIELDS } from "./staff-rules";

/**
 * The staff contract (docs/product.md §11–§12), browser-safe: the admin screen checks a form with
 * it before sending, the service parses the body with it.
 */
const memberSchema = objectContract({
  translations: translationsField(STAFF_TEXT_FIELDS),
  displayOrder: z.preprocess(readDisplayOrder, z.number({ error: () => "invalid_display_order" })),
  linkedIn: z.preprocess(
    (value) => (value === undefined || value === null ? "" : typeof value === "string" ? value.trim() : value),
    z
      .string({ error: () => "invalid_linkedin" })
      .refine((value) => !value || isProfileUrl(value), "invalid_linkedin")
      .transform((value) => value || null),
  ),
  imageUrl: text,
  /** A picture of the media library, instead of an uploaded `imageUrl`. */
  mediaId: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? null : value),
    z.number({ error: () => "unknown_item" }).int("unknown_item").positive("unknown_item").nullable(),
  ),
}).superRefine((member, ctx) => {
  if (member.translations && !member.translations.en.firstName) ctx.addIssue({ code: "custom", message: "first_name_required", path: ["translations"] });
});

/** An edit keeps the photo when none is sent; a new member needs one (an upload or a library picture). */
export const editStaffSchema = memberSchema;
export const createStaffSchema = memberSchema.superRefine((member, ctx) => {
  if (!member.imageUrl && !member.mediaId) ctx.addIssue({ code: "custom", message: "image_required", path: ["imageUrl"] });
});
export type StaffInput = z.output<typeof memberSchema>;

/** The refusals of the staff API, in order of precedence, with the English texts clients show. */
export const STAFF_REFUSALS = {
  ...BODY_REFUSALS,
  invalid_translations: "Each translation needs its own languageCode (eng, arm or rus) and text fields",
  first_name_required: "The English first name is required",
  invalid_display_order: `displayOrder must be a whole number from 1 to ${STAFF_MAX_ORDER}`,
  invalid_linkedin: "linkedIn must be a web address (https://…)",
  unknown_item: "mediaId must be the id of a picture in the media library",
  image_required: "A photo is required",
} as const satisfies Refusals;

export type StaffText = Record<(typeof STAFF_TEXT_FIELDS)[number], string>;

/** A staff member as the admin API answers it, with the three translations; the admin screen reads the list with it. */
export const adminStaffMemberSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  mediaId: z.number().int().nullable(),
  linkedIn: z.string().nullable(),
  displayOrder: z.number().int(),
  translations: z.array(z.object({ languageCode: z.enum(["arm", "eng", "rus"]), staffId: z.number().int(), firstName: z.string(), lastName: z.string(), position: z.string() })),
});
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;

/** A photo cut square around its focal point, with its alt text in the visitor's language (null: none written). */
export type StaffPhoto = { src: string; width: number; height: number; alt: string | null; sources: { type: "image/avif" | "image/webp"; srcset: string }[] };

/** A staff member as visitors get it, in one language; `photo` is null for a photo kept outside the library. */
export type PublicStaffMember = { id: number; imageUrl: string; photo: StaffPhoto | null; linkedIn: string | null; displayOrder: number } & StaffText;
