import { CALENDAR_NAMES } from "./calendar-names";
import { type CalendarDay, hallClock, isoWeekday, parseEventDate } from "./hall-time";
import type { Lang, Localised } from "./languages";

const CURRENCY: Localised<string> = { am: "դրամ", en: "AMD", ru: "драм" };

export type EventDateParts = { day: string; month: string; weekday: string; time: string; year: string };

/**
 * The pieces of a concert date in the hall's time zone, for the large-day-number layout:
 * the month as it reads after a day number (Armenian and Russian genitive), time 24-hour.
 * Built from our own name tables so the server and every browser write the same text.
 */
export function eventDateParts(instant: Date, lang: Lang): EventDateParts {
  const clock = hallClock(instant);
  const names = CALENDAR_NAMES[lang];
  return {
    day: String(clock.day),
    month: names.monthsAfterDay[clock.month - 1]!,
    weekday: names.weekdays[isoWeekday(clock) - 1]!,
    year: String(clock.year),
    time: `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`,
  };
}

/** "23 նոյեմբերի" / "23 November" / "23 ноября". */
export function formatDayMonth(day: CalendarDay, lang: Lang): string {
  return `${day.day} ${CALENDAR_NAMES[lang].monthsAfterDay[day.month - 1]}`;
}

/** "23–30 ноября", "30 November – 2 December"; one day when there is no end. */
export function formatDayRange(from: CalendarDay, to: CalendarDay | null, lang: Lang): string {
  if (!to) return formatDayMonth(from, lang);
  if (from.year === to.year && from.month === to.month) return `${from.day}–${formatDayMonth(to, lang)}`;
  return `${formatDayMonth(from, lang)} – ${formatDayMonth(to, lang)}`;
}

/** "ноябрь 2026", "November 2026", "նոյեմբեր 2026". */
export function formatMonthTitle(year: number, month: number, lang: Lang): string {
  return `${CALENDAR_NAMES[lang].months[month - 1]} ${year}`;
}

/** "23 նոյեմբերի 2026, երկուշաբթի, 19:00" / "Monday 23 November 2026, 19:00" / "23 ноября 2026, понедельник, 19:00". */
export function formatEventDate(instant: Date, lang: Lang): string {
  const p = eventDateParts(instant, lang);
  return lang === "en"
    ? `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.time}`
    : `${p.day} ${p.month} ${p.year}, ${p.weekday}, ${p.time}`;
}

/** A provider or database date, formatted; text that is not a date is shown as it came (docs/product.md §9). */
export function formatEventDateText(value: string | null | undefined, lang: Lang): string {
  const instant = parseEventDate(value);
  return instant ? formatEventDate(instant, lang) : (value ?? "");
}

const GROUP_SEPARATOR: Localised<string> = { am: "\u00a0", en: ",", ru: "\u00a0" };

/** Whole numbers with thousands always grouped (a no-break space in Armenian and Russian), the same on server and browser. */
export function formatNumber(value: number, lang: Lang): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lang]);
  return value < 0 ? `-${grouped}` : grouped;
}

/** "3 000–15 000 դրամ", "3,000–15,000 AMD", "3 000–15 000 драм". */
export function formatPrice(price: { min: number; max: number }, lang: Lang): string {
  const amount =
    price.min === price.max ? formatNumber(price.min, lang) : `${formatNumber(price.min, lang)}–${formatNumber(price.max, lang)}`;
  return `${amount} ${CURRENCY[lang]}`;
}

/** "24 նոյեմբերի 2026" / "24 November 2026" / "24 ноября 2026", on the hall's calendar. */
export function formatDate(instant: Date, lang: Lang): string {
  const p = eventDateParts(instant, lang);
  return `${p.day} ${p.month} ${p.year}`;
}

/**
 * A text cut around its ranges of figures ("10:00–17:30", "3 000–15 000"), so a page can keep each
 * range on one line (browsers would otherwise break after its dash).
 */
export function splitRanges(text: string): { text: string; range: boolean }[] {
  const parts: { text: string; range: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\d[\d:.,]*\s?[–—-]\s?\d[\d:.,]*\d|\d[\d:.,]*\s?[–—-]\s?\d/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), range: false });
    parts.push({ text: match[0], range: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), range: false });
  return parts;
}
