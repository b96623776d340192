import { eventDateParts } from "../../../i18n/format";
import { parseEventDate } from "../../../i18n/hall-time";
import type { Lang } from "../../../i18n/languages";

/** A concert date as a visual element: the day large, month and weekday small, the time 24-hour. */
export function DateBadge({ value, lang, tone = "light" }: { value: string; lang: Lang; tone?: "light" | "dark" }) {
  const instant = parseEventDate(value);
  const muted = tone === "dark" ? "text-white/80" : "text-muted";
  if (!instant) return <p className={`text-sm ${muted}`}>{value}</p>;
  const parts = eventDateParts(instant, lang);
  return (
    <time dateTime={instant.toISOString()} className="flex items-center gap-3">
      <span className={`text-4xl leading-none font-semibold tabular-nums ${tone === "dark" ? "text-white" : "text-accent"}`}>{parts.day}</span>
      <span className="flex flex-col text-sm leading-tight">
        <span className="font-semibold">
          {parts.month} {parts.year}
        </span>
        <span className={muted}>
          {parts.weekday}, {parts.time}
        </span>
      </span>
    </time>
  );
}
