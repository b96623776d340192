import { ApiError } from "./api-error";

/** A concert's id on the ticketing provider or in our events, as URLs carry it: letters, digits, `-` and `_`, at most 64. */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

// Ids are PostgreSQL `serial`, so anything beyond int4 cannot exist and would fail in the query.
const MAX_ID = 2_147_483_647;

/** A record id from a path or a body: a positive whole number, else a 400. */
export function parseRecordId(value: unknown): number {
  const id =
    typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : typeof value === "number" && Number.isInteger(value) ? value : 0;
  if (id < 1 || id > MAX_ID) throw new ApiError("invalid_id", "The id must be a positive whole number");
  return id;
}
