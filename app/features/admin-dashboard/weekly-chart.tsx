import { useAdminTexts } from "../../admin/admin-language";
import { formatDayMonth } from "../../i18n/format";
import { parseDayKey } from "../../i18n/hall-time";
import { fill } from "../../i18n/plural";
import type { WeekCount } from "./figures";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

const dayOf = (key: string) => parseDayKey(key) ?? { year: 1970, month: 1, day: 1 };

/**
 * New subscribers per week as CSS bars. The bars are one picture for assistive technology, named
 * by a one-line summary; the exact figures are in a table under "Show as a table".
 */
export function WeeklyChart({ weeks }: { weeks: WeekCount[] }) {
  const { lang } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const max = Math.max(0, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const summary = fill(dashboardTexts.figures.weeklySummary, { total, max });
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-muted">{summary}</figcaption>
      <div role="img" aria-label={`${dashboardTexts.figures.weeklyTitle}. ${summary}`} className="flex h-36 items-end gap-1 sm:gap-2" data-testid="weekly-chart">
        {weeks.map((week, index) => (
          <div key={week.weekStart} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-medium text-ink tabular-nums">{week.count > 0 ? week.count : ""}</span>
            <div
              className={`w-full rounded-t-sm ${index === weeks.length - 1 ? "bg-accent" : "bg-accent/60"}`}
              style={{ height: `${max ? Math.max(2, (week.count / max) * 100) : 2}%` }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1 text-[0.7rem] text-muted sm:gap-2">
        {weeks.map((week, index) => (
          <span key={week.weekStart} className={`min-w-0 flex-1 text-center whitespace-nowrap ${index % 3 === 2 ? "" : "invisible sm:visible"}`}>
            {dayOf(week.weekStart).day}.{String(dayOf(week.weekStart).month).padStart(2, "0")}
          </span>
        ))}
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-accent underline">{dashboardTexts.figures.showTable}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{dashboardTexts.figures.weeklyTitle}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {dashboardTexts.figures.weekStart}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {dashboardTexts.figures.weekCount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <td className="py-1 pr-4">{formatDayMonth(dayOf(week.weekStart), lang)}</td>
                <td className="py-1 text-right tabular-nums">{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
