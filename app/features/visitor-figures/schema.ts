import { z } from "zod";
import { addDays, dayKey, hallDay, parseDayKey } from "../../i18n/hall-time";

/**
 * The contract of the visitor figures: what `GET /api/admin/figures` takes and answers.
 * Browser-safe: the admin screen checks a chosen range with the same schema before asking.
 */

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** Daily counts are kept two years, so no range asks for more. */
export const KEPT_DAYS = 731;
/** The ranges the screen offers in one click, in days ending today. */
export const PRESET_RANGES = [7, 30, 90] as const;

const dayKeySchema = z
  .string("required")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date")
  .refine((value) => parseDayKey(value) !== null, "invalid_date");

/** Days between two day keys, both counted. */
export function daysInRange(from: string, to: string): number {
  const a = parseDayKey(from);
  const b = parseDayKey(to);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1;
}

export const figuresQuerySchema = z
  .object({
    from: dayKeySchema,
    to: dayKeySchema,
  })
  .refine((query) => query.from <= query.to, { message: "invalid_range", path: ["to"] })
  .refine((query) => daysInRange(query.from, query.to) <= KEPT_DAYS, { message: "too_long", path: ["from"] });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

export const figuresSchema = z.object({
  days: z.array(z.object({ date: z.string(), visitors: z.number(), views: z.number() })),
  pages: z.array(z.object({ path: z.string(), views: z.number() })),
  concerts: z.array(z.object({ eventId: z.string(), title: z.string(), views: z.number(), ticketClicks: z.number() })),
  languages: z.array(z.object({ language: z.string(), views: z.number() })),
  referrers: z.array(z.object({ host: z.string(), views: z.number() })),
  devices: z.array(z.object({ device: z.string(), views: z.number() })),
});
export type VisitorFigures = z.infer<typeof figuresSchema>;
export type DayFigures = VisitorFigures["days"][number];

/** The dashboard's part: today's visitors and ticket clicks, and the week's most viewed concert. */
export const figuresSummarySchema = z.object({
  today: z.object({ date: z.string(), visitors: z.number(), views: z.number(), ticketClicks: z.number() }),
  topConcert: z.object({ eventId: z.string(), title: z.string(), views: z.number(), ticketClicks: z.number() }).nullable(),
});
export type FiguresSummary = z.infer<typeof figuresSummarySchema>;

/** The last `days` days on the hall's calendar, today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const today = hallDay(now);
  return { from: dayKey(addDays(today, 1 - days)), to: dayKey(today) };
}

/** Clicks per 100 views of a concert's page, or null without views (a click may come from the listing's card). */
export function clickShare(concert: { views: number; ticketClicks: number }): number | null {
  return concert.views > 0 ? Math.min(100, (concert.ticketClicks / concert.views) * 100) : null;
}
