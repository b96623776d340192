import { Link, useLocation, useNavigation } from "react-router";
import { localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { Spinner } from "../../ui/spinner";
import { buttonStyles, sectionTitleStyle } from "../../ui/styles";
import type { ConcertCardData } from "../concerts/public";
import { ConcertCard } from "../concerts/public";

/** The next three concerts (sorted by start, first 3: docs/product.md §6), each card a link of its own, and View all. */
export function UpcomingConcerts({ events }: { events: ConcertCardData[] }) {
  const { lang, t } = useLocale();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname !== pathname && /^\/[a-z]{2}\/?$/.test(navigation.location.pathname);
  return (
    <section id="upcoming" aria-labelledby="upcoming-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="upcoming-title" className={sectionTitleStyle}>
          {t.concerts.upcomingTitle}
        </h2>
        <Link to={localePath(lang, "/concerts")} className={buttonStyles.secondary}>
          {t.concerts.viewAll}
        </Link>
      </div>
      {loading ? (
        <Spinner label={t.concerts.loading} />
      ) : events.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">{t.concerts.noUpcoming}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {events.map((event) => (
            <li key={event.eventId}>
              <ConcertCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
