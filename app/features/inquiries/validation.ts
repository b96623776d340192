import { formText, isValidEmail } from "../../forms/fields";
import { FIELD_MAX_LENGTH, HALLS, type Hall, INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";

/** Digits with the usual separators and an optional leading plus; at least 6 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export type InquiryValues = Partial<Record<InquiryField, string>> & { hall?: Hall };
export type FormProblem = "required" | "email" | "phone" | "hall" | "tooLong";
/** Every refused field with its problem, in the form's order. */
export type FieldProblems = Partial<Record<InquiryField, FormProblem>>;
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FormProblem; field?: InquiryField; fields: FieldProblems };

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6;
}

/** One field's problem: empty, too long, then its format (e-mail, phone, hall); null when it is right. */
function fieldProblem(field: InquiryField, value: string): FormProblem | null {
  if (!value) return "required";
  if (value.length > FIELD_MAX_LENGTH[field]) return "tooLong";
  if (field === "email" && !isValidEmail(value)) return "email";
  if (field === "phone" && !isValidPhone(value)) return "phone";
  if (field === "hall" && !(HALLS as readonly string[]).includes(value)) return "hall";
  return null;
}

/** The order the answer's one message is chosen in: a missing field first, then lengths, then formats. */
const PROBLEM_ORDER: FormProblem[] = ["required", "tooLong", "email", "phone", "hall"];

/**
 * Checks a submitted inquiry: every field of its kind required, then the formats
 * (e-mail, phone, hall, lengths; docs/product.md §8). Only the kind's fields are read, so extra
 * keys in a body (id, status, createdAt) have no effect. A refusal names every wrong field
 * (`fields`), and the one problem the answer's message speaks of (`problem`, `field`).
 * The browser runs the same check before sending.
 */
export function checkInquiry(kind: InquiryKind, input: Record<string, unknown>): Checked<InquiryValues> {
  const fields = INQUIRY_FIELDS[kind];
  const value: Record<string, string> = {};
  const problems: FieldProblems = {};
  for (const field of fields) {
    value[field] = formText(input[field]);
    const problem = fieldProblem(field, value[field]);
    if (problem) problems[field] = problem;
  }
  for (const problem of PROBLEM_ORDER) {
    const field = fields.find((name) => problems[name] === problem);
    if (field) return { ok: false, problem, field, fields: problems };
  }
  return { ok: true, value };
}
