import { Link } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { cardStyle } from "../../ui/styles";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS } from "../inquiries/public";
import type { DashboardFigures, InquiryFigures, ListFigures } from "./figures";
import { WeeklyChart } from "./weekly-chart";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

const DAY_MS = 86_400_000;

/** One list's figures; its title leads to the list. */
function ListCard({ title, to, figures, testId }: { title: string; to: string; figures: ListFigures & Partial<InquiryFigures>; testId: string }) {
  const { lang } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const oldest = figures.oldestUnhandledAt ? new Date(figures.oldestUnhandledAt) : null;
  const days = oldest ? Math.floor((Date.now() - oldest.getTime()) / DAY_MS) : 0;
  return (
    <li className={`${cardStyle} p-5`} data-testid={testId}>
      <h3 className="font-semibold">
        <Link to={to} className="text-accent-strong underline underline-offset-4">
          {title}
        </Link>
      </h3>
      <p className="mt-2 text-3xl font-semibold tabular-nums">
        <span className="sr-only">{fill(dashboardTexts.figures.total, { n: "" })}</span>
        <span data-testid={`${testId}-total`}>{figures.total}</span>
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        <li className={figures.newSinceSeen ? "font-semibold text-accent-strong" : "text-muted"}>
          {fill(dashboardTexts.figures.newSinceSeen, { n: figures.newSinceSeen })}
        </li>
        {figures.unhandled !== undefined ? <li>{fill(dashboardTexts.figures.unhandled, { n: figures.unhandled })}</li> : null}
        {oldest ? (
          <li className="text-muted">
            {fill(dashboardTexts.figures.oldestWaiting, { date: formatEventDate(oldest, lang), age: days > 0 ? plural(lang, days, dashboardTexts.figures.daysAgo) : dashboardTexts.figures.today })}
          </li>
        ) : null}
      </ul>
    </li>
  );
}

/** The dashboard's figures: subscribers and inquiries (when sent), subscribers per week, the next concerts. */
export function FiguresPanel({ figures }: { figures: DashboardFigures }) {
  const { lang, t } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const { audience, content } = figures;
  return (
    <section aria-labelledby="figures-title" className="space-y-6">
      <h2 id="figures-title" className="text-xl font-semibold">
        {dashboardTexts.figures.title}
      </h2>
      {audience ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <ListCard title={t.nav.screens.subscribers} to="/admin/subscribers" figures={audience.subscribers} testId="figures-subscribers" />
          {INQUIRY_KINDS.map((kind) => (
            <ListCard
              key={kind}
              title={t.nav.screens[kind]}
              to={`/admin/${INQUIRY_ADMIN_PATH[kind]}`}
              figures={audience.inquiries[kind]}
              testId={`figures-${kind}`}
            />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {audience ? (
          <section aria-labelledby="weekly-title" className={`${cardStyle} p-5`}>
            <h3 id="weekly-title" className="mb-3 font-semibold">
              {dashboardTexts.figures.weeklyTitle}
            </h3>
            <WeeklyChart weeks={audience.subscribers.weekly} />
          </section>
        ) : null}
        <section aria-labelledby="upcoming-title" className={`${cardStyle} p-5`}>
          <h3 id="upcoming-title" className="mb-3 font-semibold">
            {dashboardTexts.figures.upcomingTitle}
          </h3>
          {content.upcomingConcerts.length ? (
            <ol className="divide-y divide-line" data-testid="upcoming-concerts">
              {content.upcomingConcerts.map((concert) => (
                <li key={concert.eventId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium">{concert.title}</span>
                    <time dateTime={concert.startsAt} className="text-muted">
                      {formatEventDate(new Date(concert.startsAt), lang)}
                    </time>
                  </span>
                  <span className={concert.availableSeats === null ? "text-muted" : "font-medium tabular-nums"}>
                    {concert.availableSeats === null ? dashboardTexts.figures.seatsUnknown : plural(lang, concert.availableSeats, dashboardTexts.figures.seats)}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{dashboardTexts.figures.noUpcoming}</p>
          )}
        </section>
      </div>
    </section>
  );
}
