import { useEffect, useState } from "react";
import { formatDayMonth } from "../../i18n/format";
import { parseDayKey } from "../../i18n/hall-time";
import { useLocale } from "../../i18n/use-locale";
import { fill } from "../../i18n/plural";
import { hoursText, officeState, officeStateLine, upcomingExceptions, weekRuns } from "./office-hours";
import type { OfficeHours } from "./schema";
import { HALL_FACTS_TEXTS } from "./texts";

/**
 * "Open now until 19:00", computed in the browser after hydration, then again every minute.
 *
 * Chosen for kept pages: the public pages are kept as their final bytes and given to every visitor
 * alike (server/kept-answers.ts), so a state rendered on the server would be frozen at the render's
 * minute. The server renders the week's hours (true whenever read) and an empty live line; the browser
 * fills the line from the published hours on the hall's clock (app/i18n/hall-time.ts), whatever its
 * own time zone. Without JavaScript the week's hours still show.
 */
export function useOfficeStateLine(office: OfficeHours | null): string | null {
  const { lang } = useLocale();
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    if (!office) return;
    const update = () => setLine(officeStateLine(officeState(office, new Date()), HALL_FACTS_TEXTS[lang], lang));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [office, lang]);
  return line;
}

export function OfficeStateLine({ office, className }: { office: OfficeHours | null; className?: string }) {
  const line = useOfficeStateLine(office);
  const open = line !== null && office !== null && officeState(office, new Date()).open;
  return (
    <p className={className} data-testid="office-state" data-open={line === null ? undefined : String(open)} aria-live="polite">
      {line ? (
        <>
          <span aria-hidden="true" className={`mr-2 inline-block size-2 rounded-full align-middle ${open ? "bg-success" : "bg-gold"}`} />
          {line}
        </>
      ) : null}
    </p>
  );
}

/** The week in runs of days ("Mon–Fri 10:00–19:00"), for the footer. */
export function CompactWeek({ office, className }: { office: OfficeHours; className?: string }) {
  const { lang } = useLocale();
  const texts = HALL_FACTS_TEXTS[lang];
  return (
    <ul className={className}>
      {weekRuns(office).map((run) => (
        <li key={run.from}>
          {run.from === run.to ? texts.weekdayShort[run.from] : `${texts.weekdayShort[run.from]}–${texts.weekdayShort[run.to]}`}{" "}
          <span className="whitespace-nowrap">{run.hours ? hoursText(run.hours) : texts.office.closed}</span>
        </li>
      ))}
    </ul>
  );
}

/** The week day by day and the coming exceptions, for the visit page. */
export function OfficeHoursTable({ office, now }: { office: OfficeHours; now: Date }) {
  const { lang } = useLocale();
  const texts = HALL_FACTS_TEXTS[lang];
  const exceptions = upcomingExceptions(office, now);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="text-base font-semibold">{texts.office.weekTitle}</h3>
        <dl className="mt-2 divide-y divide-line rounded-card border border-line bg-surface">
          {(Object.keys(office.week) as (keyof OfficeHours["week"])[]).map((weekday) => {
            const hours = office.week[weekday];
            return (
              <div key={weekday} className="flex justify-between gap-4 px-4 py-2">
                <dt>{texts.weekday[weekday]}</dt>
                <dd className="whitespace-nowrap font-medium">{hours ? hoursText(hours) : texts.office.closed}</dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-2 text-sm text-muted">{texts.office.localNote}</p>
      </div>
      {exceptions.length ? (
        <div>
          <h3 className="text-base font-semibold">{texts.office.exceptionsTitle}</h3>
          <ul className="mt-2 space-y-1" data-testid="office-exceptions">
            {exceptions.map((exception) => {
              const date = formatDayMonth(parseDayKey(exception.date)!, lang);
              return (
                <li key={exception.date}>
                  {exception.hours ? fill(texts.office.exceptionHours, { date, hours: hoursText(exception.hours) }) : fill(texts.office.exceptionClosed, { date })}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
