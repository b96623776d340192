import { EVENT_ID_PATTERN } from "../../http/record-id";

/** docs/product.md §11: the default time and the date format. */
export const DEFAULT_EVENT_TIME = "19:30";
export const EVENT_TEXT_FIELDS = ["title", "location"] as const;

/** The date as the admin API sends it (docs/product.md §12): date, the letter T, time, then ":00" (the hall's wall clock). */
export const eventDateTime = (date: string, time: string) => `${date}T${time}:00`;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** Splits the admin API's `YYYY-MM-DDTHH:MM:00` into its day and time, or null when it is not one. */
export function splitEventDateTime(value: unknown): { date: string; time: string } | null {
  const match = typeof value === "string" ? DATE_TIME.exec(value.trim()) : null;
  return match ? { date: match[1]!, time: `${match[2]}:${match[3]}` } : null;
}


/**
 * The optional concert a card links to, as the admin typed it: "" or null clears the link, a
 * well-formed id is kept (trimmed), anything else is invalid.
 */
export function readCardEventId(value: unknown): { ok: true; eventId: string | null } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, eventId: null };
  if (typeof value !== "string") return { ok: false };
  const id = value.trim();
  if (!id) return { ok: true, eventId: null };
  return EVENT_ID_PATTERN.test(id) && id !== "undefined" && id !== "null" ? { ok: true, eventId: id } : { ok: false };
}
