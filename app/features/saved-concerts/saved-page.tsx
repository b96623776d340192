import { useEffect, useState } from "react";
import { Link } from "react-router";
import { localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { CalendarIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { buttonStyles, cardStyle, noticeStyle } from "../../ui/styles";
import { DateBadge } from "../concerts/public";
import type { SavedConcert } from "./saved-concert";
import { idsQuery } from "./saved-list";
import { removeSaved, useSavedIds } from "./use-saved";

type Loaded = { key: string; concerts: SavedConcert[] } | { key: string; failed: true };

/** Where the page reads its concerts and the calendar file of all of them, below the language prefix. */
export const SAVED_LIST_PATH = "/saved.json";
export const SAVED_CALENDAR_PATH = "/saved.ics";

function StateChip({ concert }: { concert: Extract<SavedConcert, { found: true }> }) {
  const { t } = useLocale();
  if (!concert.state) return null;
  const strong = concert.state === "soldOut" || concert.state === "cancelled";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${strong ? "bg-ink text-white" : "bg-accent-soft text-accent-strong"}`}>{t.saved.states[concert.state]}</span>
  );
}

/**
 * `/{lang}/saved` (docs/product.md §17): the concerts this browser keeps, read from the server with
 * their current date and state, each with a link and Remove, and "Add all to my calendar". Without
 * JavaScript it says why it is empty.
 */
export function SavedConcerts() {
  const { lang, t } = useLocale();
  const ids = useSavedIds();
  const key = ids?.join(",") ?? "";
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ids?.length) return;
    const controller = new AbortController();
    fetch(`${localePath(lang, SAVED_LIST_PATH)}?${idsQuery(ids)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ concerts: SavedConcert[] }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ concerts }) => setLoaded({ key, concerts }))
      .catch(() => controller.signal.aborted || setLoaded({ key, failed: true }));
    return () => controller.abort();
    // Read again when the list changes (a removal shows at once below, from what was read).
  }, [key, lang, attempt]);

  // Until the page has hydrated nothing is known of the list; a browser without scripts is told why it stays empty.
  if (!ids) return <p className="hidden text-muted noscript:block">{t.saved.noScript}</p>;
  if (!ids.length) {
    return (
      <div className="space-y-6">
        <p className="text-lg text-muted">{t.saved.empty}</p>
        <Link to={localePath(lang, "/concerts")} className={buttonStyles.secondary}>
          {t.saved.browse}
        </Link>
      </div>
    );
  }
  if (loaded && "failed" in loaded && loaded.key === key) {
    return (
      <div role="alert" className={`${noticeStyle.error} flex flex-wrap items-center justify-between gap-3`}>
        {t.saved.loadFailed}
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonStyles.secondary}>
          {t.saved.retry}
        </button>
      </div>
    );
  }
  // A removal shows at once: the list already read, without the removed concerts.
  const concerts = loaded && "concerts" in loaded ? loaded.concerts.filter((concert) => ids.includes(concert.eventId)) : [];
  const missing = ids.some((id) => !concerts.some((concert) => concert.eventId === id));
  if (missing && !concerts.length) return <Spinner label={t.saved.loading} />;
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-muted">{t.saved.intro}</p>
      <a href={`${localePath(lang, SAVED_CALENDAR_PATH)}?${idsQuery(ids)}`} download className={buttonStyles.primary}>
        <CalendarIcon />
        {t.saved.addAll}
      </a>
      <ul className="space-y-4" aria-busy={missing || undefined}>
        {concerts.map((concert) => {
          const title = concert.found ? concert.name || t.concerts.untitled : "";
          return (
            <li key={concert.eventId} className={`${cardStyle} flex flex-wrap items-center justify-between gap-4 p-5`}>
              {concert.found ? (
                <div className="flex min-w-0 flex-col gap-2">
                  <DateBadge value={concert.eventDateTime} lang={lang} />
                  <h2 className="text-lg leading-snug font-semibold">
                    <Link to={localePath(lang, `/orchestra/event/${encodeURIComponent(concert.eventId)}`)} className="hover:text-accent hover:underline">
                      {title}
                    </Link>
                  </h2>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    {concert.venueName}
                    <StateChip concert={concert} />
                  </p>
                </div>
              ) : (
                <p className="text-muted">{t.saved.gone}</p>
              )}
              <button type="button" onClick={() => removeSaved(concert.eventId)} aria-label={fill(t.saved.removeFor, { title: title || concert.eventId })} className={buttonStyles.quiet}>
                {t.saved.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
