import { formatDayMonth } from "./format";
import { addDays, dayKey, hallClock, hallDay } from "./hall-time";
import type { Lang, Localised } from "./languages";
import { type PluralForms, plural } from "./plural";

const WORDS: Localised<{ justNow: string; minutesAgo: PluralForms; today: string; yesterday: string }> = {
  am: { justNow: "հենց նոր", minutesAgo: { one: "{n} րոպե առաջ", other: "{n} րոպե առաջ" }, today: "այսօր", yesterday: "երեկ" },
  en: { justNow: "just now", minutesAgo: { one: "{n} min ago", other: "{n} min ago" }, today: "today", yesterday: "yesterday" },
  ru: {
    justNow: "только что",
    minutesAgo: { one: "{n} минуту назад", few: "{n} минуты назад", many: "{n} минут назад", other: "{n} минуты назад" },
    today: "сегодня",
    yesterday: "вчера",
  },
};

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A short date for lists, on the hall's clock (Asia/Yerevan): "just now", "12 min ago" within
 * the hour, "today, 14:05", "yesterday, 09:30", "23 November, 18:00" this year, "23 November
 * 2025" before. The full date goes beside it (formatEventDate) for hover and screen readers.
 */
export function formatCompactDate(instant: Date, lang: Lang, now: Date = new Date()): string {
  const words = WORDS[lang];
  const minutes = Math.floor((now.getTime() - instant.getTime()) / 60_000);
  if (minutes >= 0 && minutes < 1) return words.justNow;
  if (minutes >= 1 && minutes < 60) return plural(lang, minutes, words.minutesAgo);
  const clock = hallClock(instant);
  const time = `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
  const day = dayKey(hallDay(instant));
  const today = hallDay(now);
  if (day === dayKey(today)) return `${words.today}, ${time}`;
  if (day === dayKey(addDays(today, -1))) return `${words.yesterday}, ${time}`;
  if (clock.year === today.year) return `${formatDayMonth(clock, lang)}, ${time}`;
  return `${formatDayMonth(clock, lang)} ${clock.year}`;
}
