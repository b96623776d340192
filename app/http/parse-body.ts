import type { z } from "zod";
import { ApiError, type FieldProblems } from "./api-error";

/**
 * Each refused field (its dotted path) with its problem: the issue's message when the schema
 * names one (`z.string().min(1, "required")`), else zod's issue code.
 */
export function fieldProblems(error: z.ZodError): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code;
  }
  return fields;
}

/**
 * Parses a request body (or query) with an entity's contract from `features/<x>/schema.ts`; a
 * failure is a 400 `{ code, message, fields }`. The admin form runs the same schema before sending.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown, code = "invalid_request"): z.output<S> {
  const checked = schema.safeParse(input);
  if (checked.success) return checked.data;
  const fields = fieldProblems(checked.error);
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]}: ${first[1].replace(/_/g, " ")}` : "Invalid request";
  throw new ApiError(400, message, code, fields);
}
