import type { Refusals } from "../../http/parse-body";
import { z } from "zod";
import { BODY_REFUSALS, isActiveSchema, objectContract, STATUS_REFUSALS, text } from "../../http/contract";
import { parseDayKey } from "../../i18n/hall-time";
import { translationsField } from "../../i18n/translation-input";
import { EVENT_TEXT_FIELDS, readCardEventId, splitEventDateTime } from "./coming-soon-rules";

/**
 * The coming-soon contract (docs/product.md §11–§12), browser-safe: the admin screen checks a
 * form with it before sending, the service parses the body with it. The rule of what a new event
 * and an edit need is written here once.
 */

/** `YYYY-MM-DDTHH:MM:00` on the hall's wall clock; "" or absent reads as missing (null). */
const eventDate = z.preprocess(
  (value) => (value === undefined || value === "" ? null : value),
  z.unknown().refine((value) => {
    if (value === null) return true;
    const parts = splitEventDateTime(value);
    return parts !== null && parseDayKey(parts.date) !== null;
  }, "invalid_date")
    // Missing is null (the form-level rules name it); a refused value is left undefined.
    .transform((value) => (value === null ? null : (splitEventDateTime(value) ?? undefined))),
);

/** The concert a card links to: absent keeps the current link (undefined), "" or null clears it. */
const eventId = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const read = readCardEventId(value);
    if (read.ok) return read.eventId;
    ctx.addIssue({ code: "custom", message: "invalid_event_id" });
    return z.NEVER;
  })
  .optional();

const eventFields = {
  translations: translationsField(EVENT_TEXT_FIELDS),
  date: eventDate,
  eventId,
  imageUrl: text,
  /** A picture of the media library, instead of an uploaded `imageUrl`. */
  mediaId: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? null : value),
    z.number({ error: () => "unknown_item" }).int("unknown_item").positive("unknown_item").nullable(),
  ),
};

/** A new event needs its three titles and a date; it starts hidden whatever the request says. */
export const createComingSoonSchema = objectContract(eventFields).superRefine((event, ctx) => {
  const titles = event.translations;
  if (titles && (!titles.en.title || !titles.am.title || !titles.ru.title)) ctx.addIssue({ code: "custom", message: "titles_required", path: [] });
  else if (event.date === null) ctx.addIssue({ code: "custom", message: "date_required", path: ["date"] });
});

/** An edit needs the English title and venue, the date and the time. */
export const editComingSoonSchema = objectContract({ ...eventFields, isActive: z.boolean({ error: () => "invalid_status" }).optional() }).superRefine(
  (event, ctx) => {
    const english = event.translations?.en;
    if (english && (!english.title || !english.location || event.date === null)) ctx.addIssue({ code: "custom", message: "edit_required_fields", path: [] });
  },
);
export type ComingSoonInput = z.output<typeof createComingSoonSchema>;

/** Publish or hide: `{isActive}`. */
export const toggleComingSoonSchema = isActiveSchema;

/** The refusals of the coming-soon API, in order of precedence, with the English texts clients show. */
export const COMING_SOON_REFUSALS = {
  ...BODY_REFUSALS,
  invalid_translations: "Each translation needs its own languageCode (eng, arm or rus) and text fields",
  titles_required: "The English, Armenian and Russian titles are required",
  edit_required_fields: "The English title, the English venue, the date and the time are required",
  invalid_date: "date must be a day and a time: YYYY-MM-DDTHH:MM:00",
  date_required: "date is required",
  ...STATUS_REFUSALS,
  invalid_event_id: "eventId must be a concert's id: letters, digits, - or _ (at most 64), or empty",
  unknown_item: "mediaId must be the id of a picture in the media library",
} as const satisfies Refusals;

/** A picture cut 16:9 around its focal point, with its alt text in the visitor's language (null: none written). */
export type CardPicture = { src: string; width: number; height: number; alt: string | null; sources: { type: "image/avif" | "image/webp"; srcset: string }[] };

/** A published coming-soon card as visitors see it (GET /api/events/coming-soon, the concerts page); `picture` is null for one stored before the library. */
export type ComingSoonCard = {
  id: number;
  title: string;
  location: string;
  imageUrl: string;
  picture: CardPicture | null;
  date: string;
  eventId: string | null;
};

export type EventText = Record<(typeof EVENT_TEXT_FIELDS)[number], string>;

/** What the admin screen reads (docs/product.md §12): every translation, with the venue as `venue` too; `eventId` is the concert page the public card links to, or null. */
export const adminComingSoonEventSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
  imageUrl: z.string(),
  mediaId: z.number().int().nullable(),
  bannerUrl: z.string(),
  isActive: z.boolean(),
  eventId: z.string().nullable(),
  translations: z.array(z.object({ languageCode: z.enum(["arm", "eng", "rus"]), venue: z.string(), title: z.string(), location: z.string() })),
});
export type AdminComingSoonEvent = z.infer<typeof adminComingSoonEventSchema>;
