import { useMemo, useState } from "react";
import { CALENDAR_NAMES } from "../../../i18n/calendar-names";
import { formatDayMonth, formatDayRange, formatMonthTitle } from "../../../i18n/format";
import { addDays, addMonths, type CalendarDay, type CalendarMonth, dayKey, isoWeekday, parseDayKey } from "../../../i18n/hall-time";
import { fill } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { ModalDialog } from "../../../ui/modal-dialog";
import { buttonStyles } from "../../../ui/styles";
import { CALENDAR_MONTHS_AHEAD } from "../listing-query";
import { applySelection, type CalendarSelection, inSelection, NO_SELECTION, pressDay, shownSelection } from "../calendar-selection";

const monthIndex = (m: CalendarMonth) => m.year * 12 + m.month;

function monthDays({ year, month }: CalendarMonth): (CalendarDay | null)[] {
  const first = { year, month, day: 1 };
  const cells: (CalendarDay | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day.month === month; day = addDays(day, 1)) cells.push(day);
  return cells;
}

type CalendarProps = {
  open: boolean;
  onClose(): void;
  /** Today on the hall's calendar, "YYYY-MM-DD". */
  today: string;
  /** Days that have concerts, "YYYY-MM-DD". */
  eventDays: string[];
  /** The days the listing shows now, if it shows chosen days: the calendar opens on them. */
  initial: { from: CalendarDay | null; to: CalendarDay | null };
  onPick(from: CalendarDay, to: CalendarDay | null): void;
};

/**
 * The custom-date calendar (docs/product.md §4): any day of the offered months can start a range; the same day again
 * picks that day alone, a later day the range to it (both close the calendar), an earlier one
 * starts again. Apply with only a start picks that day.
 */
export function DateRangeCalendar({ open, onClose, today, eventDays, initial, onPick }: CalendarProps) {
  const { lang, t } = useLocale();
  const todayDay = parseDayKey(today)!;
  const first: CalendarMonth = { year: todayDay.year, month: todayDay.month };
  const last = addMonths(first, CALENDAR_MONTHS_AHEAD);
  const opensOn = initial.from && dayKey(initial.from) >= today ? initial.from : todayDay;
  const [shown, setShown] = useState<CalendarMonth>({ year: opensOn.year, month: opensOn.month });
  const [selection, setSelection] = useState<CalendarSelection>(initial.from && dayKey(initial.from) >= today ? shownSelection(initial.from, initial.to) : NO_SELECTION);
  const withEvents = useMemo(() => new Set(eventDays), [eventDays]);

  const monthTitle = formatMonthTitle(shown.year, shown.month, lang);
  const weekdays = CALENDAR_NAMES[lang].weekdaysShort;
  const dayLabel = (day: CalendarDay) => `${formatDayMonth(day, lang)}, ${CALENDAR_NAMES[lang].weekdays[isoWeekday(day) - 1]}`;
  const ends = new Set([selection.from, selection.to].flatMap((day) => (day ? [dayKey(day)] : [])));

  function press(day: CalendarDay) {
    const next = pressDay(selection, day);
    setSelection(next.selection);
    if (next.picked) onPick(next.picked.from, next.picked.to);
  }

  const chosen = applySelection(selection);
  function apply() {
    if (chosen) onPick(chosen.from, chosen.to);
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t.concerts.calendar.title}
      closeLabel={t.concerts.close}
      variant="sheet"
      footer={
        <button type="button" className={buttonStyles.primary} disabled={!selection.from} onClick={apply}>
          {t.concerts.apply}
        </button>
      }
    >
      <p className="text-xs text-muted sm:text-sm">{t.concerts.calendar.hint}</p>
      <p aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
        {chosen ? fill(t.concerts.calendar.chosen, { range: formatDayRange(chosen.from, chosen.to, lang) }) : ""}
      </p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-accent disabled:opacity-40"
          aria-label={t.concerts.calendar.prevMonth}
          disabled={monthIndex(shown) <= monthIndex(first)}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <p aria-live="polite" className="font-semibold capitalize">
          {monthTitle}
        </p>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-accent disabled:opacity-40"
          aria-label={t.concerts.calendar.nextMonth}
          disabled={monthIndex(shown) >= monthIndex(last)}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" className="pb-2 text-xs font-medium text-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunk(monthDays(shown), 7).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const key = dayKey(day);
                const past = key < today;
                const isToday = key === today;
                const busy = withEvents.has(key);
                const end = ends.has(key);
                const between = !end && inSelection(selection, day);
                const label = `${dayLabel(day)}${busy ? `, ${t.concerts.calendar.hasEvents}` : ""}`;
                return (
                  <td key={key} className="p-0.5">
                    <button
                      type="button"
                      data-day={key}
                      aria-label={label}
                      aria-pressed={end || between}
                      aria-current={isToday ? "date" : undefined}
                      disabled={past}
                      onClick={() => press(day)}
                      className={`relative inline-flex size-10 max-w-full items-center justify-center rounded-full tabular-nums transition-colors disabled:cursor-not-allowed disabled:text-muted/50 ${
                        end
                          ? "bg-accent text-white"
                          : between
                            ? "bg-gold-light font-semibold text-night"
                            : busy
                              ? "bg-accent-soft font-semibold text-accent-strong hover:bg-accent hover:text-white"
                              : "hover:bg-accent-soft"
                      } ${isToday ? "ring-2 ring-ink ring-inset" : ""}`}
                    >
                      {day.day}
                      {busy && !end ? <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-accent" /> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  const lastRow = rows[rows.length - 1];
  if (lastRow) while (lastRow.length < size) lastRow.push(null as T);
  return rows;
}
