import { useAdminTexts } from "../../../admin/admin-language";
import { formatDayMonth, formatNumber } from "../../../i18n/format";
import { parseDayKey } from "../../../i18n/hall-time";
import { fill } from "../../../i18n/plural";
import { dailyCsv } from "../range";
import type { DayFigures } from "../schema";
import { FIGURES_TEXTS } from "../texts";
import { ColumnsTable } from "./figures-table";

const dayOf = (key: string) => parseDayKey(key) ?? { year: 1970, month: 1, day: 1 };

/**
 * Views (light) and visitors (dark) per day as CSS bars: one picture for assistive technology,
 * named by a one-line summary; the exact figures are in the table under "Show as a table", which
 * also downloads as CSV.
 */
export function DailyChart({ days }: { days: DayFigures[] }) {
  const { lang } = useAdminTexts();
  const t = FIGURES_TEXTS[lang];
  const max = Math.max(0, ...days.map((day) => day.views));
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const summary = fill(t.dailySummary, {
    from: formatDayMonth(dayOf(first), lang),
    to: formatDayMonth(dayOf(last), lang),
    visitors: formatNumber(visitors, lang),
    views: formatNumber(views, lang),
    max: formatNumber(max, lang),
  });
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(dailyCsv(days))}`;
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm text-muted">{summary}</figcaption>
      <div role="img" aria-label={`${t.dailyTitle}. ${summary}`} className="flex h-40 items-end gap-px sm:gap-0.5" data-testid="daily-chart">
        {days.map((day) => (
          <div key={day.date} className="relative flex h-full min-w-0 flex-1 items-end">
            <div className="w-full rounded-t-sm bg-accent/30" style={{ height: `${max ? Math.max(1, (day.views / max) * 100) : 1}%` }} />
            <div className="absolute bottom-0 w-full rounded-t-sm bg-accent" style={{ height: `${max ? (day.visitors / max) * 100 : 0}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-px text-[0.7rem] text-muted sm:gap-0.5">
        {days.map((day, index) => (
          <span key={day.date} className="min-w-0 flex-1 overflow-visible text-center whitespace-nowrap">
            {index % labelEvery === 0 ? `${dayOf(day.date).day}.${String(dayOf(day.date).month).padStart(2, "0")}` : ""}
          </span>
        ))}
      </div>
      <p aria-hidden="true" className="flex flex-wrap gap-4 text-sm">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-accent" />
          {t.totals.visitors}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-accent/30" />
          {t.totals.views}
        </span>
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <details className="min-w-0 flex-1 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-accent underline">{t.showTable}</summary>
          <ColumnsTable
            className="mt-2 w-full max-w-md"
            testId="daily-table"
            caption={t.dailyTitle}
            rows={days}
            rowKey={(day) => day.date}
            columns={[
              { label: t.day, cell: (day) => formatDayMonth(dayOf(day.date), lang) },
              { label: t.totals.visitors, cell: (day) => formatNumber(day.visitors, lang), numeric: true },
              { label: t.totals.views, cell: (day) => formatNumber(day.views, lang), numeric: true },
            ]}
          />
        </details>
        <a href={csv} download={`visitors-${first}-${last}.csv`} className="inline-flex min-h-11 items-center text-sm text-accent underline">
          {t.downloadCsv}
        </a>
      </div>
    </figure>
  );
}
