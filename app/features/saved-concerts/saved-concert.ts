import { hallDay, parseEventDate, startOfHallDay } from "../../i18n/hall-time";

/** What the saved page says of each concert beside its date: its sale, or what became of it. */
export const SAVED_STATES = ["onSale", "soldOut", "cancelled", "postponed", "online", "past"] as const;
export type SavedState = (typeof SAVED_STATES)[number];

/** One saved concert as the saved page shows it; `found: false` when no source knows it any more. */
export type SavedConcert =
  | { eventId: string; found: true; name: string; eventDateTime: string; startsAt: string | null; venueName: string; state: SavedState | null }
  | { eventId: string; found: false };

/** What the route reads of a concert (the catalogue's shape, narrowed). */
export type SavedSource = {
  eventName: string;
  eventDateTime: string;
  startsAt: string | null;
  venue: { name: string };
  availaibleCount: number | null;
};

/**
 * A saved concert's line: a concert whose day is over has taken place; a cancelled, postponed or
 * online one (the hall's published programme says so) says that; else sold out or on sale by its
 * seat count, nothing when the count is unknown.
 */
export function savedConcert(eventId: string, event: SavedSource | null, programmeStatus: string | null, now: Date): SavedConcert {
  if (!event) return { eventId, found: false };
  const start = parseEventDate(event.startsAt);
  const state: SavedState | null =
    start && start < startOfHallDay(hallDay(now))
      ? "past"
      : programmeStatus === "cancelled" || programmeStatus === "postponed" || programmeStatus === "online"
        ? programmeStatus
        : event.availaibleCount === null
          ? null
          : event.availaibleCount > 0
            ? "onSale"
            : "soldOut";
  return { eventId, found: true, name: event.eventName, eventDateTime: event.eventDateTime, startsAt: event.startsAt, venueName: event.venue.name, state };
}

/** By start, concerts without a readable date after them, and those no longer known last. */
export function bySavedDate(a: SavedConcert, b: SavedConcert): number {
  const key = (concert: SavedConcert) => (concert.found ? (concert.startsAt ? `0${concert.startsAt}` : "1") : "2");
  return key(a).localeCompare(key(b));
}
