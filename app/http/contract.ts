import { z } from "zod";
import type { Refusals } from "./parse-body";

/**
 * Building blocks of the entities' contracts (`features/<x>/schema.ts`), browser-safe: the admin
 * form and the server parse with the same schema. Problem keys are short (`required`,
 * `too_long`, or the entity's own refusal keys) so the screens word them in three languages.
 */

// zod 4 runs a preprocess for a key the body leaves out (a bare transform it would refuse), so the loose readers below preprocess.

/** A text field as a form sends it: trimmed; anything that is not text reads as empty (so "required" catches it). */
export const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

/** A switch that keeps its current value unless the request says true or false. */
export const optionalFlag = z.preprocess((value) => (typeof value === "boolean" ? value : undefined), z.boolean().optional());

/** The refusal every JSON contract shares: the body must be an object. */
export const BODY_REFUSALS = { invalid_body: "The request body must be a JSON object" } as const satisfies Refusals;

/** A JSON object body with these fields (other keys ignored); anything else is refused as `invalid_body`. */
export function objectContract<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: () => "invalid_body" });
}

/** `isActive: true | false`, refused as `invalid_status` otherwise (banners, coming-soon). */
export const isActiveSchema = objectContract({ isActive: z.boolean({ error: () => "invalid_status" }) });
export const STATUS_REFUSALS = { ...BODY_REFUSALS, invalid_status: "isActive must be true or false" } as const satisfies Refusals;
