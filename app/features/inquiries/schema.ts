import type { Refusals } from "../../http/parse-body";
import { z } from "zod";
import { formText, isValidEmail } from "../../forms/fields";
import { FIELD_MAX_LENGTH, HALLS, type Hall, INQUIRY_FIELDS, INQUIRY_STATUSES, type InquiryField, type InquiryKind } from "./inquiry-kinds";

/**
 * The inquiries' contract (docs/product.md §8, §10), browser-safe: what each of the four public
 * endpoints takes. Problem keys are the public catalogue's `forms.problems` keys.
 */

/** Digits with the usual separators and an optional leading plus; at least 6 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export const FORM_PROBLEMS = ["required", "tooLong", "email", "phone", "hall"] as const;
export type FormProblem = (typeof FORM_PROBLEMS)[number];

const FORMAT: Partial<Record<InquiryField, { problem: FormProblem; accepts(value: string): boolean }>> = {
  email: { problem: "email", accepts: isValidEmail },
  phone: { problem: "phone", accepts: (value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6 },
  hall: { problem: "hall", accepts: (value) => (HALLS as readonly string[]).includes(value) },
};

function fieldSchema(field: InquiryField) {
  const format = FORMAT[field];
  const base = z.string().min(1, "required").max(FIELD_MAX_LENGTH[field], "tooLong");
  return z.preprocess(formText, format ? base.refine((value) => !value || format.accepts(value), format.problem) : base);
}

/** Every field of the kind required, then the formats; only the kind's fields are read (extra keys have no effect). */
export function inquirySchema(kind: InquiryKind) {
  return z.object(Object.fromEntries(INQUIRY_FIELDS[kind].map((field) => [field, fieldSchema(field)])) as Record<InquiryField, ReturnType<typeof fieldSchema>>);
}

export type InquiryValues = Partial<Record<InquiryField, string>> & { hall?: Hall };

/** What staff may set on an inquiry in the admin list (PATCH …/:id). */
export const inquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: () => "invalid_status" }) }, { error: () => "invalid_status" });
export const INQUIRY_STATUS_REFUSALS = { invalid_status: `status must be one of: ${INQUIRY_STATUSES.join(", ")}` } as const satisfies Refusals;
