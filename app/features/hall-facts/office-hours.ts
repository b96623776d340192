import { formatDayMonth } from "../../i18n/format";
import { addDays, type CalendarDay, dayKey, hallClock, isoWeekday } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { WEEKDAYS, type Weekday } from "./fact-keys";
import type { Hours, OfficeException, OfficeHours } from "./schema";
import type { HallFactsTexts } from "./texts";

/**
 * Whether the ticket office is open, on the hall's clock (Asia/Yerevan, app/i18n/hall-time.ts,
 * docs/decisions/017-hall-clock-without-intl.md) whatever the visitor's zone: the same answer on the
 * server and in any browser. A dated exception replaces the weekday's hours on its day.
 */
export type OfficeState =
  | { open: true; until: string }
  | { open: false; next: { when: "today" | "tomorrow" | "weekday" | "date"; weekday: Weekday; day: CalendarDay; time: string } | null };

/** How far ahead the next opening is looked for (a long closure beyond it says only "closed now"). */
const LOOK_AHEAD_DAYS = 60;

export const weekdayOf = (day: CalendarDay): Weekday => WEEKDAYS[isoWeekday(day) - 1]!;

/** The office's hours on a day of the hall's calendar: its exception if it has one, else its weekday's; null when closed. */
export function hoursOn(office: OfficeHours, day: CalendarDay): Hours | null {
  const key = dayKey(day);
  const exception = office.exceptions.find((candidate) => candidate.date === key);
  return exception ? exception.hours : office.week[weekdayOf(day)];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function officeState(office: OfficeHours, now: Date): OfficeState {
  const clock = hallClock(now);
  const today: CalendarDay = { year: clock.year, month: clock.month, day: clock.day };
  const minute = clock.hour * 60 + clock.minute;
  const todays = hoursOn(office, today);
  if (todays && minute >= minutesOf(todays.open) && minute < minutesOf(todays.close)) return { open: true, until: todays.close };
  if (todays && minute < minutesOf(todays.open)) return { open: false, next: { when: "today", weekday: weekdayOf(today), day: today, time: todays.open } };
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const day = addDays(today, ahead);
    const hours = hoursOn(office, day);
    if (!hours) continue;
    const when = ahead === 1 ? "tomorrow" : ahead < 7 ? "weekday" : "date";
    return { open: false, next: { when, weekday: weekdayOf(day), day, time: hours.open } };
  }
  return { open: false, next: null };
}

/** "Open now until 19:00", "Closed now · opens tomorrow at 11:00", "Closed now · opens Monday at 10:00". */
export function officeStateLine(state: OfficeState, texts: HallFactsTexts, lang: Lang): string {
  if (state.open) return fill(texts.office.openUntil, { time: state.until });
  const { next } = state;
  if (!next) return texts.office.closedNoHours;
  if (next.when === "today") return fill(texts.office.closedOpensToday, { time: next.time });
  if (next.when === "tomorrow") return fill(texts.office.closedOpensTomorrow, { time: next.time });
  if (next.when === "weekday") return fill(texts.office.closedOpensOn, { day: texts.opensOn[next.weekday], time: next.time });
  return fill(texts.office.closedOpensDate, { date: formatDayMonth(next.day, lang), time: next.time });
}

/** The exceptions from `today` on, soonest first, at most `limit`. */
export function upcomingExceptions(office: OfficeHours, now: Date, limit = 6): OfficeException[] {
  const today = dayKey(hallClock(now));
  return office.exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/** "10:00–19:00". */
export const hoursText = (hours: Hours) => `${hours.open}–${hours.close}`;

/** The week as runs of consecutive days with the same hours: Monday–Friday 10:00–19:00, Saturday 11:00–19:00, Sunday closed. */
export function weekRuns(office: OfficeHours): { from: Weekday; to: Weekday; hours: Hours | null }[] {
  const runs: { from: Weekday; to: Weekday; hours: Hours | null }[] = [];
  for (const weekday of WEEKDAYS) {
    const hours = office.week[weekday];
    const last = runs.at(-1);
    if (last && JSON.stringify(last.hours) === JSON.stringify(hours)) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, hours });
  }
  return runs;
}
