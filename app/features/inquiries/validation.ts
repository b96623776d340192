import { INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";
import { FORM_PROBLEMS, type FormProblem, inquirySchema, type InquiryValues } from "./schema";

export type { FormProblem, InquiryValues };
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FormProblem; field?: InquiryField };

/**
 * Reads a submitted inquiry with its contract (`schema.ts`) and names the one problem to show:
 * a missing field first, then an over-long one, then the e-mail, the phone and the hall, each
 * for the first field it concerns in the form's order (docs/product.md §8).
 */
export function checkInquiry(kind: InquiryKind, input: Record<string, unknown>): Checked<InquiryValues> {
  const parsed = inquirySchema(kind).safeParse(input);
  // The hall was checked against HALLS by the contract.
  if (parsed.success) return { ok: true, value: parsed.data as InquiryValues };
  const issues = parsed.error.issues.map((issue) => ({ field: issue.path[0] as InquiryField, problem: issue.message as FormProblem }));
  for (const problem of FORM_PROBLEMS) {
    const field = INQUIRY_FIELDS[kind].find((candidate) => issues.some((issue) => issue.field === candidate && issue.problem === problem));
    if (field) return { ok: false, problem, field };
  }
  return { ok: false, problem: "required" };
}
