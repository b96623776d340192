/**
 * Calendar arithmetic in the hall's time zone, whatever the server's or the visitor's zone.
 */
export const HALL_TIME_ZONE = "Asia/Yerevan";

/**
 * Asia/Yerevan has kept UTC+4 all year since 2012 (no daylight saving), so the hall's clock is UTC
 * moved by a constant. It is not read from Intl: a browser spends about 30 ms building its first
 * time-zone formatter (it loads the zone database), on every page's first load, in one task
 * (docs/decisions/017-hall-clock-without-intl.md). `hall-time.test.ts` holds the constant against the
 * zone database for every day from 2012 to ten years ahead, so a change of the zone's rules fails the
 * tests instead of shifting the dates shown.
 */
export const HALL_UTC_OFFSET_MINUTES = 240;

export type CalendarDay = { year: number; month: number; day: number }; // month 1-12

function zonedParts(instant: Date) {
  const local = new Date(instant.getTime() + HALL_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The wall clock in Yerevan at `instant`. */
export function hallClock(instant: Date): CalendarDay & { hour: number; minute: number } {
  const { year, month, day, hour, minute } = zonedParts(instant);
  return { year, month, day, hour, minute };
}

/** The calendar day in Yerevan at `instant`. */
export function hallDay(instant: Date): CalendarDay {
  const { year, month, day } = zonedParts(instant);
  return { year, month, day };
}

/** The instant a wall-clock time in Yerevan happens. */
export function hallTimeToInstant(day: CalendarDay, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute) - HALL_UTC_OFFSET_MINUTES * 60_000);
}

/** Midnight in Yerevan at the start of `day`. */
export function startOfHallDay(day: CalendarDay): Date {
  return hallTimeToInstant(day);
}

/** `day` moved by `days` calendar days (month and year ends handled by Date.UTC). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export type CalendarMonth = { year: number; month: number };

/** The month `by` months after `month` (before it, when negative). */
export function addMonths({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday. */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function dayKey(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}

export function parseDayKey(key: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return dayKey(addDays(day, 0)) === key ? day : null;
}

/**
 * Reads a provider or database date. A time without an offset is the hall's wall-clock time
 * (that is how a box office writes it). Returns null for text that is not a date.
 */
export function parseEventDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text);
  if (local) {
    const day = { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
    if (!parseDayKey(dayKey(day))) return null;
    return hallTimeToInstant(day, Number(local[4] ?? 0), Number(local[5] ?? 0));
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** ISO 8601 in the hall's offset, e.g. 2026-11-23T19:00:00+04:00 (schema.org, feeds, APIs). */
export function toHallIso(instant: Date): string {
  const offset = HALL_UTC_OFFSET_MINUTES;
  const local = new Date(instant.getTime() + offset * 60_000);
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}
