import { FORM_PROBLEMS, type FormProblem, INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "./inquiry-kinds";
import { inquirySchema, type InquiryValues } from "./schema";

export type { FormProblem, InquiryValues };
/** Every refused field with its problem, in the form's order. */
export type FieldProblems = Partial<Record<InquiryField, FormProblem>>;
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FormProblem; field?: InquiryField; fields: FieldProblems };

/**
 * Reads a submitted inquiry with its contract (`schema.ts`). A refusal names every wrong field
 * (`fields`, each with its first problem) and the one problem the answer's message speaks of: a
 * missing field first, then an over-long one, then the e-mail, the phone and the hall, each for
 * the first field it concerns in the form's order (docs/product.md §8). The browser runs the same
 * check before sending.
 */
export function checkInquiry(kind: InquiryKind, input: Record<string, unknown>): Checked<InquiryValues> {
  const parsed = inquirySchema(kind).safeParse(input);
  // The hall was checked against HALLS by the contract.
  if (parsed.success) return { ok: true, value: parsed.data as InquiryValues };
  const issues = parsed.error.issues.map((issue) => ({ field: issue.path[0] as InquiryField, problem: issue.message as FormProblem }));
  const fields: FieldProblems = {};
  for (const field of INQUIRY_FIELDS[kind]) {
    const problem = FORM_PROBLEMS.find((candidate) => issues.some((issue) => issue.field === field && issue.problem === candidate));
    if (problem) fields[field] = problem;
  }
  for (const problem of FORM_PROBLEMS) {
    const field = INQUIRY_FIELDS[kind].find((candidate) => fields[candidate] === problem);
    if (field) return { ok: false, problem, field, fields };
  }
  return { ok: false, problem: "required", fields };
}
