import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { formatDayRange } from "../../../i18n/format";
import { type CalendarDay, parseDayKey } from "../../../i18n/hall-time";
import type { Lang } from "../../../i18n/languages";
import { useLocale } from "../../../i18n/use-locale";
import { ModalDialog } from "../../../ui/modal-dialog";
import { buttonStyles, chipStyle } from "../../../ui/styles";
import { DATE_FILTERS, type DateFilter } from "../date-filters";
import { DEFAULT_QUERY, type ListingQuery, listingSearch } from "../listing-query";
import { CONCERT_TYPES, type ConcertType } from "../type-filters";
import { DateRangeCalendar } from "./date-range-calendar";

type FiltersProps = { query: ListingQuery; today: string; eventDays: string[] };

export function rangeLabel(from: CalendarDay, to: CalendarDay | null, lang: Lang): string {
  return formatDayRange(from, to, lang);
}

const CHIPS = DATE_FILTERS.filter((filter) => filter !== "all" && filter !== "customDate") as Exclude<DateFilter, "all" | "customDate">[];

/**
 * Date chips, concert type and the custom-date calendar. Every choice is a URL (links and a
 * GET form), so the filters work before the page's script has loaded, and the server renders
 * the filtered list.
 */
export function ListingFilters({ query, today, eventDays }: FiltersProps) {
  const { lang, t } = useLocale();
  const navigate = useNavigate();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const go = (next: ListingQuery) => navigate({ search: listingSearch(next) }, { preventScrollReset: true });
  const todayDay = parseDayKey(today)!;

  const chipHref = (chip: DateFilter) =>
    // Clicking the active chip clears it (docs/product.md §4).
    listingSearch({ ...query, date: query.date === chip ? "all" : chip, from: null, to: null, showAll: false });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <nav aria-label={t.concerts.dateFiltersLabel} className="hidden md:block">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={chipHref("all")} preventScrollReset aria-current={query.date === "all" ? "true" : undefined} className={chipStyle}>
                {t.concerts.dateFilters.all}
              </Link>
            </li>
            {CHIPS.map((chip) => (
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
                onClick={() => setCalendarOpen(true)}
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

        <button type="button" aria-haspopup="dialog" className={`${chipStyle} md:hidden`} onClick={() => setSheetOpen(true)}>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path d="M2 4h12M4 8h8M6 12h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {t.concerts.allFilters}
        </button>

        <TypeSelect query={query} onChange={(type) => go({ ...query, type, showAll: false })} />
      </div>

      {query.date === "customDate" && query.from ? (
        <p>
          <Link
            to={listingSearch({ ...query, date: "all", from: null, to: null })}
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-strong"
            aria-label={t.concerts.clearRange.replace("{range}", rangeLabel(query.from, query.to, lang))}
          >
            {rangeLabel(query.from, query.to, lang)}
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
              <path d="M3 3l6 6M9 3L3 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Link>
        </p>
      ) : null}

      <noscript>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="date" value="customDate" />
          {query.type !== "allConcerts" ? <input type="hidden" name="filter" value={query.type} /> : null}
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

      {calendarOpen ? (
        <DateRangeCalendar
          open
          onClose={() => setCalendarOpen(false)}
          today={today}
          eventDays={eventDays}
          start={todayDay}
          onPick={(from, to) => {
            setCalendarOpen(false);
            go({ ...query, date: "customDate", from, to, showAll: false });
          }}
        />
      ) : null}

      {sheetOpen ? (
        <FiltersSheet
          query={query}
          onClose={() => setSheetOpen(false)}
          onApply={(next) => {
            setSheetOpen(false);
            if (next.date === "customDate") setCalendarOpen(true);
            else go(next);
          }}
        />
      ) : null}
    </div>
  );
}

function TypeSelect({ query, onChange }: { query: ListingQuery; onChange(type: ConcertType): void }) {
  const { t } = useLocale();
  return (
    <Form method="get" className="flex items-center gap-2" preventScrollReset>
      {query.date !== "all" ? <input type="hidden" name="date" value={query.date} /> : null}
      <label htmlFor="concert-type" className="sr-only">
        {t.concerts.typeLabel}
      </label>
      <select
        id="concert-type"
        name="filter"
        value={query.type}
        onChange={(event) => onChange(event.target.value as ConcertType)}
        className="min-h-11 max-w-full rounded-full border border-line bg-surface py-2 pr-9 pl-4 text-sm font-medium hover:border-accent"
      >
        {CONCERT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t.concerts.types[type]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonStyles.quiet}>
          {t.concerts.applyType}
        </button>
      </noscript>
    </Form>
  );
}

/** The phone version of the filters: a bottom sheet whose choices apply together. */
function FiltersSheet({ query, onClose, onApply }: { query: ListingQuery; onClose(): void; onApply(next: ListingQuery): void }) {
  const { t } = useLocale();
  const [date, setDate] = useState<DateFilter>(query.date);
  const [type, setType] = useState<ConcertType>(query.type);
  const options = ["all", ...CHIPS, "customDate"] as DateFilter[];
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t.concerts.allFilters}
      closeLabel={t.concerts.close}
      variant="sheet"
      footer={
        <>
          <button type="button" className={buttonStyles.quiet} onClick={() => onApply(DEFAULT_QUERY)}>
            {t.concerts.clearAll}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() =>
              onApply({ ...query, type, date, from: date === query.date ? query.from : null, to: date === query.date ? query.to : null, showAll: false })
            }
          >
            {t.concerts.apply}
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm font-semibold text-muted">{t.concerts.dateFiltersLabel}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {options.map((option) => (
            <button key={option} type="button" aria-pressed={date === option} className={chipStyle} onClick={() => setDate(option)}>
              {t.concerts.dateFilters[option]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-muted">{t.concerts.typeLabel}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {CONCERT_TYPES.map((option) => (
            <button key={option} type="button" aria-pressed={type === option} className={chipStyle} onClick={() => setType(option)}>
              {t.concerts.types[option]}
            </button>
          ))}
        </div>
      </fieldset>
    </ModalDialog>
  );
}
