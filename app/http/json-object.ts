/** A JSON object (not null, not an array): the only shape a write body, or an answer with fields, may have. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);
