import { HALL_TIME_ZONE, parseEventDate } from "./hall-time";
import type { Lang } from "./languages";

/** Intl locales: British English order ("23 November") reads naturally next to Armenian and Russian. */
export const INTL_LOCALE: Record<Lang, string> = { am: "hy", en: "en-GB", ru: "ru" };

const CURRENCY: Record<Lang, string> = { am: "դրամ", en: "AMD", ru: "драм" };

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: HALL_TIME_ZONE, ...options });
    cache.set(key, value);
  }
  return value;
}

function part(lang: Lang, options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes, instant: Date) {
  return formatter(lang, options).formatToParts(instant).find((p) => p.type === type)?.value ?? "";
}

export type EventDateParts = { day: string; month: string; weekday: string; time: string; year: string };

/**
 * The pieces of a concert date in the hall's time zone, for the large-day-number layout:
 * the month as it reads after a day number (Armenian and Russian genitive), time 24-hour.
 */
export function eventDateParts(instant: Date, lang: Lang): EventDateParts {
  return {
    day: part(lang, { day: "numeric" }, "day", instant),
    month: part(lang, { day: "numeric", month: "long" }, "month", instant),
    weekday: part(lang, { weekday: "long" }, "weekday", instant),
    year: part(lang, { year: "numeric" }, "year", instant),
    time: formatter(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant),
  };
}

/** "23 նոյեմբերի 2026, երկուշաբթի, 19:00" / "Monday 23 November 2026, 19:00" / "23 ноября 2026, понедельник, 19:00". */
export function formatEventDate(instant: Date, lang: Lang): string {
  const p = eventDateParts(instant, lang);
  return lang === "en"
    ? `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.time}`
    : `${p.day} ${p.month} ${p.year}, ${p.weekday}, ${p.time}`;
}

/** A provider or database date, formatted; text that is not a date is shown as it came (spec). */
export function formatEventDateText(value: string | null | undefined, lang: Lang): string {
  const instant = parseEventDate(value);
  return instant ? formatEventDate(instant, lang) : (value ?? "");
}

/** Thousands always grouped, so "3 000–15 000" stays consistent (Armenian leaves 4 digits ungrouped by default). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], { useGrouping: "always" }).format(value);
}

/** "3 000–15 000 դրամ", "3,000–15,000 AMD", "3 000–15 000 драм". */
export function formatPrice(price: { min: number; max: number }, lang: Lang): string {
  const amount =
    price.min === price.max ? formatNumber(price.min, lang) : `${formatNumber(price.min, lang)}–${formatNumber(price.max, lang)}`;
  return `${amount} ${CURRENCY[lang]}`;
}
