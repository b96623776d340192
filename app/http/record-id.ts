import { ApiError } from "./api-error";

// Ids are PostgreSQL `serial`, so anything beyond int4 cannot exist and would fail in the query.
const MAX_ID = 2_147_483_647;

/** A record id from a path or a body: a positive whole number, else a 400. */
export function parseRecordId(value: unknown): number {
  const id =
    typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : typeof value === "number" && Number.isInteger(value) ? value : 0;
  if (id < 1 || id > MAX_ID) throw new ApiError("invalid_id", "The id must be a positive whole number");
  return id;
}
