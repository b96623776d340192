import { EVENT_ID_PATTERN } from "../../http/record-id";
/**
 * The saved concerts (docs/product.md §17): ids kept in the browser's own storage by the visitor's
 * action, no account and no cookie. Browser-safe; the route reads the same list from the saved page's
 * query (`?ids=`).
 */
export const SAVED_STORAGE_KEY = "savedConcerts";

/** The most a list holds: saving one more lets the one saved longest ago go. */
export const SAVED_LIMIT = 50;

const isEventId = (value: unknown): value is string => typeof value === "string" && EVENT_ID_PATTERN.test(value) && value !== "undefined" && value !== "null";

/** The ids of a stored or sent list: valid ones only, each once, at most SAVED_LIMIT (the latest saved). */
export function readSavedIds(values: readonly unknown[]): string[] {
  return [...new Set(values.filter(isEventId))].slice(-SAVED_LIMIT);
}

/** The list as the browser stored it (JSON), forgiving anything else that may be under the key. */
export function parseStoredList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? readSavedIds(value) : [];
  } catch {
    return [];
  }
}

/** `ids=1001,1002` as the saved page and its calendar are asked with. */
export function idsQuery(ids: readonly string[]): string {
  return `ids=${ids.map(encodeURIComponent).join(",")}`;
}

export function readIdsQuery(value: string | null): string[] {
  return value ? readSavedIds(value.split(",")) : [];
}

/** Saves or forgets one concert. */
export function toggled(ids: readonly string[], eventId: string): string[] {
  return ids.includes(eventId) ? ids.filter((id) => id !== eventId) : readSavedIds([...ids, eventId]);
}
