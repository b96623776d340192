/**
 * The keys of the hall's facts and the total they compute, apart from their schema: the footer on every public page
 * uses them, and the validation library stays out of the browser's shared chunk (docs/perf.md, "First-load JS").
 */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SEAT_AREAS = ["parterre", "amphitheater", "rightBox", "leftBox", "stage"] as const;
export type SeatArea = (typeof SEAT_AREAS)[number];
export const TOUR_TICKETS = ["local", "tourist", "university", "school"] as const;
export const GUIDE_LANGUAGES = ["armenian", "other"] as const;

/** The main hall's seats in all: computed, never stored. */
export function seatTotal(facts: { mainHallSeats: Record<SeatArea, number> }): number {
  return SEAT_AREAS.reduce((sum, area) => sum + facts.mainHallSeats[area], 0);
}
