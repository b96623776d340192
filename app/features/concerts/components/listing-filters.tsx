import { Suspense, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { formatDayRange } from "../../../i18n/format";
import type { CalendarDay } from "../../../i18n/hall-time";
import type { Lang } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { buttonStyles, chipStyle } from "../../../ui/styles";
import { withPreload } from "../../../ui/with-preload";
import { DATE_CHIPS, type DateFilter } from "../date-filters";
import { type ListingQuery, listingSearch } from "../listing-query";
import { CONCERT_TYPES, type ConcertType } from "../type-filters";

// The calendar and the phone's filter sheet open on a tap: their code loads then (or when the
// pointer or focus reaches their button), not with the page.
const DateRangeCalendar = withPreload(() => import("./date-range-calendar").then((module) => module.DateRangeCalendar));
const FiltersSheet = withPreload(() => import("./filters-sheet").then((module) => module.FiltersSheet));

type FiltersProps = {
  query: ListingQuery;
  today: string;
  eventDays: string[];
  /** Set on a page that stands for one concert type: no type choice is offered there. */
  fixedType: ConcertType | null;
};

export function rangeLabel(from: CalendarDay, to: CalendarDay | null, lang: Lang): string {
  return formatDayRange(from, to, lang);
}

/**
 * Date chips, concert type chips and the custom-date calendar. Every choice is a URL (links and
 * a GET form), so the filters work before the page's script has loaded, and the server renders
 * the filtered list. Chips wrap, so the filters fit the narrowest phone in every language.
 */
export function ListingFilters({ query, today, eventDays, fixedType }: FiltersProps) {
  const { lang, t } = useLocale();
  const navigate = useNavigate();
  // The listing state the calendar completes: the page's, or the one the phone sheet chose.
  const [calendarBase, setCalendarBase] = useState<ListingQuery | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const search = (next: ListingQuery) => listingSearch(next, fixedType);
  const go = (next: ListingQuery) => navigate({ search: search(next) }, { preventScrollReset: true });

  const chipHref = (chip: DateFilter) =>
    // Clicking the active chip clears it (docs/product.md §4).
    search({ ...query, date: query.date === chip ? "all" : chip, from: null, to: null, pages: 1 });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <nav aria-label={t.concerts.dateFiltersLabel} className="hidden md:block">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={chipHref("all")} preventScrollReset aria-current={query.date === "all" ? "true" : undefined} className={chipStyle}>
                {t.concerts.dateFilters.all}
              </Link>
            </li>
            {DATE_CHIPS.map((chip) => (
              <li key={chip}>
                <Link to={chipHref(chip)} preventScrollReset aria-current={query.date === chip ? "true" : undefined} className={chipStyle}>
                  {t.concerts.dateFilters[chip]}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                aria-pressed={query.date === "customDate"}
                aria-haspopup="dialog"
                className={chipStyle}
                onPointerEnter={DateRangeCalendar.preload}
                onFocus={DateRangeCalendar.preload}
                onClick={() => setCalendarBase(query)}
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                  <rect x="2" y="3" width="12" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
                  <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.4" />
                </svg>
                {t.concerts.dateFilters.customDate}
              </button>
            </li>
          </ul>
        </nav>

        <button
          type="button"
          aria-haspopup="dialog"
          className={`${chipStyle} md:hidden`}
          onPointerEnter={FiltersSheet.preload}
          onFocus={FiltersSheet.preload}
          onClick={() => setSheetOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {t.concerts.allFilters}
        </button>

        {fixedType ? null : (
          <nav aria-label={t.concerts.typeLabel} className="hidden md:block">
            <ul className="flex flex-wrap gap-2">
              {CONCERT_TYPES.map((type) => (
                <li key={type} className="max-w-full">
                  <Link
                    to={search({ ...query, type, pages: 1 })}
                    preventScrollReset
                    aria-current={query.type === type ? "true" : undefined}
                    className={`${chipStyle} max-w-full text-left`}
                  >
                    {t.concerts.types[type]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {(query.date === "customDate" && query.from) || (!fixedType && query.type !== "allConcerts") ? (
        <p className="flex flex-wrap gap-2">
          {query.date === "customDate" && query.from ? (
            <ClearPill
              to={search({ ...query, date: "all", from: null, to: null })}
              label={rangeLabel(query.from, query.to, lang)}
              clearLabel={fill(t.concerts.clearRange, { range: rangeLabel(query.from, query.to, lang) })}
            />
          ) : null}
          {/* Phones choose the type in the sheet; the pill shows it and takes it away. */}
          {!fixedType && query.type !== "allConcerts" ? (
            <ClearPill
              to={search({ ...query, type: "allConcerts", pages: 1 })}
              label={t.concerts.types[query.type]}
              clearLabel={fill(t.concerts.clearType, { type: t.concerts.types[query.type] })}
              className="md:hidden"
            />
          ) : null}
        </p>
      ) : null}

      <noscript>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="date" value="customDate" />
          {query.type !== "allConcerts" && query.type !== fixedType ? <input type="hidden" name="filter" value={query.type} /> : null}
          <label className="flex flex-col text-sm">
            {t.concerts.calendar.from}
            <input type="date" name="from" min={today} required className="min-h-11 rounded-md border border-line px-3" />
          </label>
          <label className="flex flex-col text-sm">
            {t.concerts.calendar.to}
            <input type="date" name="to" min={today} className="min-h-11 rounded-md border border-line px-3" />
          </label>
          <button type="submit" className={buttonStyles.secondary}>
            {t.concerts.calendar.show}
          </button>
        </Form>
      </noscript>

      <Suspense>
        {calendarBase ? (
          <DateRangeCalendar
            open
            onClose={() => setCalendarBase(null)}
            today={today}
            eventDays={eventDays}
            initial={calendarBase.date === "customDate" ? { from: calendarBase.from, to: calendarBase.to } : { from: null, to: null }}
            onPick={(from, to) => {
              setCalendarBase(null);
              go({ ...calendarBase, date: "customDate", from, to, pages: 1 });
            }}
          />
        ) : null}

        {sheetOpen ? (
          <FiltersSheet
            query={query}
            fixedType={fixedType}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setSheetOpen(false);
              // The dates come from the calendar; what else the sheet chose waits there with them.
              if (next.date === "customDate") setCalendarBase(next);
              else go(next);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** A chosen filter shown as a pill; pressing it takes the filter away. */
function ClearPill({ to, label, clearLabel, className = "" }: { to: string; label: string; clearLabel: string; className?: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={`inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-strong ${className}`}
      aria-label={clearLabel}
    >
      {label}
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
        <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
