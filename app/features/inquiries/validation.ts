import { formText, isValidEmail } from "../../forms/fields";
import { FIELD_MAX_LENGTH, HALLS, type Hall, INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";

/** Digits with the usual separators and an optional leading plus; at least 6 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export type InquiryValues = Partial<Record<InquiryField, string>> & { hall?: Hall };
export type FormProblem = "required" | "email" | "phone" | "hall" | "tooLong";
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FormProblem; field?: InquiryField };


/**
 * Checks a submitted inquiry: every field of its kind required, then the formats
 * (e-mail, phone, hall, lengths; docs/product.md §8). Only the kind's fields are read, so extra
 * keys in a body (id, status, createdAt) have no effect.
 */
export function checkInquiry(kind: InquiryKind, input: Record<string, unknown>): Checked<InquiryValues> {
  const fields = INQUIRY_FIELDS[kind];
  const value: Record<string, string> = {};
  for (const field of fields) value[field] = formText(input[field]);
  const missing = fields.find((field) => !value[field]);
  if (missing) return { ok: false, problem: "required", field: missing };
  const tooLong = fields.find((field) => value[field]!.length > FIELD_MAX_LENGTH[field]);
  if (tooLong) return { ok: false, problem: "tooLong", field: tooLong };
  if (!isValidEmail(value.email!)) return { ok: false, problem: "email", field: "email" };
  if (!PHONE_PATTERN.test(value.phone!) || value.phone!.replace(/\D/g, "").length < 6) return { ok: false, problem: "phone", field: "phone" };
  if (kind === "rental" && !(HALLS as readonly string[]).includes(value.hall!)) return { ok: false, problem: "hall", field: "hall" };
  return { ok: true, value };
}
