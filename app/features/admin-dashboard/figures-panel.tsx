import { Link } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { cardStyle, noticeStyle } from "../../ui/styles";
import { INQUIRY_KINDS } from "../inquiries/public";
import { LANGS } from "../../i18n/languages";
import type { DashboardFigures, InquiryFigures, ListFigures } from "./figures";
import { WeeklyChart } from "./weekly-chart";
import { SETTINGS_ADMIN_TEXTS } from "../site-settings/public";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

const DAY_MS = 86_400_000;

export const SETTINGS_PATH = "/admin/settings";

// The tiles above already link to each list, so a card's title is plain text (one link per list).
function ListCard({ title, figures, testId }: { title: string; figures: ListFigures & Partial<InquiryFigures>; testId: string }) {
  const { lang } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const oldest = figures.oldestUnhandledAt ? new Date(figures.oldestUnhandledAt) : null;
  const days = oldest ? Math.floor((Date.now() - oldest.getTime()) / DAY_MS) : 0;
  return (
    <li className={`${cardStyle} p-5`} data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
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
          <ListCard title={t.nav.screens.subscribers} figures={audience.subscribers} testId="figures-subscribers" />
          {INQUIRY_KINDS.map((kind) => (
            <ListCard
              key={kind}
              title={t.nav.screens[kind]}

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

/** While the footer still shows the placeholder contacts of app/site-config.ts. */
export function PlaceholderContactsWarning({ fields }: { fields: string[] }) {
  const { lang } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const settingsTexts = SETTINGS_ADMIN_TEXTS[lang];
  if (!fields.length) return null;
  const names = fields.map((field) => settingsTexts.settings.fields[field as keyof typeof settingsTexts.settings.fields] ?? field).join(", ");
  return (
    <div role="status" className={`${noticeStyle.error} flex flex-wrap items-center justify-between gap-3`} data-testid="placeholder-warning">
      <p>{fill(dashboardTexts.figures.placeholders, { fields: names })}</p>
      <Link to={SETTINGS_PATH} className="font-semibold underline">
        {dashboardTexts.figures.openSettings}
      </Link>
    </div>
  );
}

/** While library pictures lack alternative text in a language: how many, each count leading to those pictures. */
export function MissingAltNotice({ counts }: { counts: DashboardFigures["content"]["missingAlt"] }) {
  const { lang } = useAdminTexts();
  const texts = DASHBOARD_ADMIN_TEXTS[lang].missingAlt;
  const missing = LANGS.filter((language) => counts[language] > 0);
  if (!missing.length) return null;
  return (
    <section aria-labelledby="missing-alt-title" className={`${cardStyle} p-5`} data-testid="missing-alt">
      <h2 id="missing-alt-title" className="text-lg font-semibold">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{texts.hint}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {missing.map((language) => (
          <li key={language}>
            <Link to={`/admin/media?missingAlt=${language}`} className="font-semibold text-accent underline underline-offset-4">
              {fill(plural(lang, counts[language], texts.inLanguage), { language: texts.languages[language] })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
