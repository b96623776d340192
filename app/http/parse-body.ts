import type { z } from "zod";
import { ApiError, type FieldProblems } from "./api-error";
import { type ErrorCode, isErrorCode } from "./error-codes";
import { isJsonObject } from "./json-object";

/**
 * Each refused field (its dotted path) with its problem: the issue's message when the schema
 * names one (`z.string().min(1, "required")`), else zod's issue code.
 */
export function fieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code;
  }
  return fields;
}

/**
 * The refusals an entity names (`docs/product.md` §10–§12): problem key → the English text
 * clients show, in order of precedence. A contract raises them as zod issue messages; a key raised
 * on the whole body (path []) is a refusal of the form, not of one field.
 */
export type Refusals = { readonly [C in ErrorCode]?: string };

type ParseOptions = { code?: ErrorCode; refusals?: Refusals };

/** The first of `refusals` (in their order of precedence) that the issues raise, if any. */
export function namedRefusal(issues: readonly { message: string }[], refusals: Refusals | undefined): ErrorCode | undefined {
  return refusals ? Object.keys(refusals).filter(isErrorCode).find((key) => issues.some((issue) => issue.message === key)) : undefined;
}

const acceptedFields = new WeakMap<object, Set<string>>();


function noteAcceptedFields(input: unknown, output: unknown) {
  if (!isJsonObject(input) || !isJsonObject(output)) return;
  const names = acceptedFields.get(input) ?? new Set<string>();
  for (const name of Object.keys(output)) if (Object.hasOwn(input, name)) names.add(name);
  acceptedFields.set(input, names);
}

/**
 * The top-level names of `input` that a contract knew when `parseBody` accepted it: what an admin write's audit
 * entry may name (app/features/audit). Keys a contract does not declare, or a body no contract read, give none.
 */
export function acceptedFieldNames(input: unknown): string[] {
  return isJsonObject(input) ? [...(acceptedFields.get(input) ?? [])] : [];
}

/**
 * Parses a request body (or query) with an entity's contract from `features/<x>/schema.ts`; a
 * failure is a 400 `{ code, message, fields }`. The admin form runs the same schema before sending.
 * With `refusals`, the first named refusal found gives the code and message (the keys clients
 * already know); `fields` then lists the refused fields, and is left out when only the form as a
 * whole was refused. An issue may carry its own English text in `params.detail`.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown, options: ErrorCode | ParseOptions = {}): z.output<S> {
  const { code = "invalid_request", refusals } = typeof options === "string" ? { code: options } : options;
  const checked = schema.safeParse(input);
  if (checked.success) {
    noteAcceptedFields(input, checked.data);
    return checked.data;
  }
  const issues = checked.error.issues;
  const named = namedRefusal(issues, refusals);
  if (refusals && named) {
    const issue = issues.find((candidate) => candidate.message === named)!;
    const detail = (issue as { params?: { detail?: unknown } }).params?.detail;
    const fields = fieldProblems(issues.filter((candidate) => candidate.path.length > 0));
    throw new ApiError(named, typeof detail === "string" ? detail : refusals[named]!, Object.keys(fields).length ? fields : undefined);
  }
  const fields = fieldProblems(issues);
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]}: ${first[1].replace(/_/g, " ")}` : "Invalid request";
  throw new ApiError(code, message, fields);
}

/** A 404 for a record that is not (or no longer) there. */
export function notFound(message: string): ApiError {
  return new ApiError("not_found", message);
}
