import {
  addDays,
  addMonths,
  type CalendarDay,
  hallDay,
  isoWeekday,
  parseEventDate,
  startOfHallDay,
} from "../../i18n/hall-time";

export const DATE_FILTERS = ["all", "tomorrow", "thisWeek", "thisWeekend", "thisMonth", "customDate"] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The date filters offered as chips, between "all" and "own dates". */
export const DATE_CHIPS = DATE_FILTERS.filter((filter) => filter !== "all" && filter !== "customDate") as Exclude<DateFilter, "all" | "customDate">[];

/** A half-open interval [start, end) of instants. */
export type DateRange = { start: Date; end: Date };

export type CustomDays = { from: CalendarDay; to?: CalendarDay | null };

/**
 * The instants a date chip covers, computed on the hall's calendar (docs/product.md §4):
 * tomorrow is the next calendar day; this week Monday to Sunday; this weekend Friday to Sunday
 * of the current week; this month the calendar month; a custom range is inclusive of both days.
 * `all` (and a custom filter without days) covers everything: null.
 */
export function dateFilterRange(filter: DateFilter, now: Date, custom?: CustomDays | null): DateRange | null {
  const today = hallDay(now);
  const span = (from: CalendarDay, daysInclusive: number): DateRange => ({
    start: startOfHallDay(from),
    end: startOfHallDay(addDays(from, daysInclusive)),
  });
  switch (filter) {
    case "all":
      return null;
    case "tomorrow":
      return span(addDays(today, 1), 1);
    case "thisWeek":
      return span(addDays(today, 1 - isoWeekday(today)), 7);
    case "thisWeekend":
      return span(addDays(today, 5 - isoWeekday(today)), 3);
    case "thisMonth": {
      const first = { year: today.year, month: today.month, day: 1 };
      const next = { ...addMonths(today, 1), day: 1 };
      return { start: startOfHallDay(first), end: startOfHallDay(next) };
    }
    case "customDate": {
      if (!custom) return null;
      const last = custom.to && startOfHallDay(custom.to) > startOfHallDay(custom.from) ? custom.to : custom.from;
      return { start: startOfHallDay(custom.from), end: startOfHallDay(addDays(last, 1)) };
    }
  }
}

export function inRange(date: string | null | undefined, range: DateRange | null): boolean {
  if (!range) return true;
  const instant = parseEventDate(date);
  return instant !== null && instant >= range.start && instant < range.end;
}

export function isDateFilter(value: unknown): value is DateFilter {
  return typeof value === "string" && (DATE_FILTERS as readonly string[]).includes(value);
}
