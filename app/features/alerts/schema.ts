import { z } from "zod";
import { ALERT_KINDS, type AlertKind, CONCERT_ALERT_KINDS } from "./alert-kinds";
import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from "../../forms/fields";

/**
 * The alerts' contract (browser-safe): what `POST /api/alerts` takes. One alert is one (address,
 * kind, target): a concert for seats, on-sale and changes, an artist or a series for a follow.
 */

/** The refusals of `POST /api/alerts`: the code, and the field it names. */
export const ALERT_REFUSALS = {
  invalid_email: "email",
  unknown_kind: "kind",
  unknown_concert: "eventId",
  unknown_artist: "artist",
  unknown_series: "series",
  concert_has_seats: "kind",
  already_on_sale: "kind",
} as const;
export type AlertRefusal = keyof typeof ALERT_REFUSALS;

const email = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""))
  .pipe(z.string().max(EMAIL_MAX_LENGTH).refine(isValidEmail))
  .transform(normaliseEmail);

const reference = z
  .unknown()
  .transform((value) => (typeof value === "number" && Number.isInteger(value) ? String(value) : typeof value === "string" ? value.trim() : ""))
  .pipe(z.string().max(200));

export type AlertRequest = { email: string; kind: AlertKind; eventId: string; artist: string; series: string };

/** Reads a request: the request, or the first refusal (an unreadable address first, then an unknown kind, then a missing target). */
export function readAlertRequest(input: Record<string, unknown>): { ok: true; value: AlertRequest } | { ok: false; refusal: AlertRefusal } {
  const address = email.safeParse(input.email);
  if (!address.success) return { ok: false, refusal: "invalid_email" };
  const kind = ALERT_KINDS.find((candidate) => candidate === input.kind);
  if (!kind) return { ok: false, refusal: "unknown_kind" };
  const eventId = reference.safeParse(input.eventId);
  const artist = reference.safeParse(input.artist);
  const series = reference.safeParse(input.series);
  const value = { email: address.data, kind, eventId: eventId.success ? eventId.data : "", artist: artist.success ? artist.data : "", series: series.success ? series.data : "" };
  if (kind === "artist" && !value.artist) return { ok: false, refusal: "unknown_artist" };
  if (kind === "series" && !value.series) return { ok: false, refusal: "unknown_series" };
  if ((CONCERT_ALERT_KINDS as readonly string[]).includes(kind) && !/^[\w.-]{1,100}$/.test(value.eventId)) return { ok: false, refusal: "unknown_concert" };
  return { ok: true, value };
}
