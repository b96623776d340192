import { Link, useLocation, useNavigation } from "react-router";
import { formatEventDate } from "../../../i18n/format";
import { localePath } from "../../../i18n/languages";
import { plural } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { Spinner } from "../../../ui/spinner";
import { buttonStyles } from "../../../ui/styles";
import { type ConcertCardData, concertPath } from "../concert";
import { LISTING_MAX_PAGES, LISTING_PAGE_SIZE, type ListingQuery, listingSearch } from "../listing-query";
import type { ConcertType } from "../type-filters";
import { ConcertCard } from "./concert-card";
import { ListingFilters } from "./listing-filters";

type ListingProps = {
  query: ListingQuery;
  fixedType: ConcertType | null;
  events: ConcertCardData[];
  total: number;
  /** What shows instead of the results when none match (the loader picks it for the chosen filters). */
  emptyText: string | null;
  /** With the empty text: the next concert still ahead, named with a link to it. */
  nextConcert: { label: string; eventId: string; title: string; startsAt: string } | null;
  eventDays: string[];
  today: string;
  /** What follows the results (the coming-soon cards), composed by the route. */
  after?: React.ReactNode;
  aside?: React.ReactNode;
};

/** The concerts page body: filters, the banner strip, results (or the empty text of the chosen filter), coming soon. */
export function ConcertListing({ query, fixedType, events, total, emptyText, nextConcert, eventDays, today, after, aside }: ListingProps) {
  const { lang, t } = useLocale();
  const navigation = useNavigation();
  // Only a change of this listing's filters shows the spinner; leaving the page keeps it as it is.
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <ListingFilters query={query} today={today} eventDays={eventDays} fixedType={fixedType} />
      {aside ? (
        <aside aria-label={t.concerts.banners} className="mt-6">
          {aside}
        </aside>
      ) : null}
      <section aria-labelledby="results-title" aria-busy={loading} className="mt-8">
        <h2 id="results-title" className="sr-only">
          {t.concerts.upcomingTitle}
        </h2>
        <p aria-live="polite" className="text-sm text-muted">
          {loading ? "" : plural(lang, total, t.concerts.resultCount)}
        </p>
        {loading ? (
          <Spinner label={t.concerts.loading} />
        ) : events.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center text-lg">
            <p className="text-muted">{emptyText}</p>
            {nextConcert ? (
              <p className="mt-4" data-testid="next-concert">
                <span className="text-muted">{nextConcert.label}</span>{" "}
                <Link
                  to={localePath(lang, concertPath(nextConcert))}
                  className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
                >
                  {nextConcert.title}
                </Link>
                , <time dateTime={nextConcert.startsAt}>{formatEventDate(new Date(nextConcert.startsAt), lang)}</time>
              </p>
            ) : null}
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event, index) => (
              <li key={event.eventId}>
                <ConcertCard event={event} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
        {!loading && total > events.length && query.pages < LISTING_MAX_PAGES ? (
          <p className="mt-8 text-center">
            <Link to={listingSearch({ ...query, pages: query.pages + 1 }, fixedType)} preventScrollReset className={buttonStyles.secondary}>
              {t.concerts.moreEvents}
            </Link>
          </p>
        ) : null}
        {!loading && query.pages > 1 && total > LISTING_PAGE_SIZE ? (
          <p className="mt-8 text-center">
            <Link to={listingSearch({ ...query, pages: 1 }, fixedType)} preventScrollReset className={buttonStyles.quiet}>
              {t.concerts.lessEvents}
            </Link>
          </p>
        ) : null}
        {after}
      </section>
    </div>
  );
}
