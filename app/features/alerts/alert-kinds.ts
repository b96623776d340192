// The kinds of alerts and what a concert page offers, apart from the request's schema: the concert, artist and series
// pages use them in the browser, and the validation library stays with the code that reads requests.
export const ALERT_KINDS = ["seats", "on-sale", "changes", "artist", "series"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The kinds a concert page offers. */
export const CONCERT_ALERT_KINDS = ["seats", "on-sale", "changes"] as const satisfies readonly AlertKind[];
export type ConcertAlertKind = (typeof CONCERT_ALERT_KINDS)[number];

/** What a concert page offers, from its seat count and status: seats while sold out, on-sale before sales open, changes always. */
export function offeredKinds(seats: number | null, status: string): ConcertAlertKind[] {
  if (status === "cancelled") return [];
  const kinds: ConcertAlertKind[] = [];
  if (seats === 0) kinds.push("seats");
  if (seats === null) kinds.push("on-sale");
  kinds.push("changes");
  return kinds;
}
