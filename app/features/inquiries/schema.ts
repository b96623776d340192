import type { Refusals } from "../../http/parse-body";
import { z } from "zod";
import { formText, isValidEmail } from "../../forms/fields";
import { addDays, dayKey, hallDay, parseDayKey } from "../../i18n/hall-time";
import { FIELD_MAX_LENGTH, type FormProblem, GROUP_SIZE_MAX, HALLS, type Hall, INQUIRY_FIELDS, OPTIONAL_FIELDS, VISIT_DAYS_AHEAD, INQUIRY_STATUSES, type InquiryField, type InquiryKind, REPLY_MAX_LENGTH } from "./inquiry-kinds";
import { LANGS } from "../../i18n/languages";

/**
 * The inquiries' contract (docs/product.md §8, §10), browser-safe: what each of the four public
 * endpoints takes. Problem keys are the public catalogue's `forms.problems` keys.
 */

/** Digits with the usual separators and an optional leading plus; at least 6 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;


const FORMAT: Partial<Record<InquiryField, { problem: FormProblem; accepts(value: string): boolean }>> = {
  email: { problem: "email", accepts: isValidEmail },
  phone: { problem: "phone", accepts: (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6 },
  hall: { problem: "hall", accepts: (value) => (HALLS as readonly string[]).includes(value) },
  visitDate: { problem: "visitDate", accepts: (value) => isVisitDay(value, new Date()) },
  groupSize: { problem: "groupSize", accepts: (value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= GROUP_SIZE_MAX },
};

/** A calendar day (YYYY-MM-DD) from the hall's today up to VISIT_DAYS_AHEAD days on. */
export function isVisitDay(value: string, now: Date): boolean {
  if (!parseDayKey(value)) return false;
  const today = hallDay(now);
  return value >= dayKey(today) && value <= dayKey(addDays(today, VISIT_DAYS_AHEAD));
}

function fieldSchema(field: InquiryField) {
  const format = FORMAT[field];
  const base = z
    .string()
    .min(OPTIONAL_FIELDS.has(field) ? 0 : 1, "required")
    .max(FIELD_MAX_LENGTH[field], "tooLong");
  const checked = z.preprocess(formText, format ? base.refine((value) => !value || format.accepts(value), format.problem) : base);
  // An optional field left empty is not sent on.
  return OPTIONAL_FIELDS.has(field) ? checked.transform((value) => value || undefined) : checked;
}

/** Every field of the kind required (but the optional ones), then the formats; only the kind's fields are read (extra keys have no effect). */
export function inquirySchema(kind: InquiryKind) {
  return z.object(Object.fromEntries(INQUIRY_FIELDS[kind].map((field) => [field, fieldSchema(field)])) as Record<InquiryField, ReturnType<typeof fieldSchema>>);
}

export type InquiryValues = Partial<Record<InquiryField, string>> & { hall?: Hall };

/** What staff may set on an inquiry in the admin list (PATCH …/:id). */
export const inquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: () => "invalid_status" }) }, { error: () => "invalid_status" });
export const INQUIRY_STATUS_REFUSALS = { invalid_status: `status must be one of: ${INQUIRY_STATUSES.join(", ")}` } as const satisfies Refusals;

/** A reply staff send from an inquiry's page (POST …/:id/replies): plain text, not only spaces. */
export const inquiryReplySchema = z
  .object({
    text: z
      .string({ error: () => "reply_required" })
      .refine((value) => value.trim().length > 0, "reply_required")
      .refine((value) => value.length <= REPLY_MAX_LENGTH, "reply_too_long"),
  })
  .strict();
export const INQUIRY_REPLY_REFUSALS = {
  reply_required: "Write the reply before sending it",
  reply_too_long: `A reply may be at most ${REPLY_MAX_LENGTH} characters long`,
} as const satisfies Refusals;

/** One reply of an inquiry's thread, as the admin API answers it. */
export const inquiryReplyRecordSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  language: z.enum(LANGS),
  subject: z.string(),
  createdAt: z.string(),
});
export type InquiryReplyRecord = z.infer<typeof inquiryReplyRecordSchema>;

/** GET …/:id/replies: the thread, oldest first, and the reply box's starting text in the visitor's language. */
export const inquiryThreadSchema = z.object({ replies: z.array(inquiryReplyRecordSchema), draft: z.string(), language: z.enum(LANGS) });
export type InquiryThread = z.infer<typeof inquiryThreadSchema>;
