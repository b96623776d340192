import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { formatEventDateText } from "../../../i18n/format";
import { localePath } from "../../../i18n/languages";
import { fill, plural } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { buttonStyles, cardStyle, inputStyle } from "../../../ui/styles";
import { type ArchiveItem, type ArchivePage, archiveSearch, parseArchiveQuery } from "../archive";
import { GENRE_LABELS } from "../vocabulary";

type Filter = "season" | "composer" | "performer" | "series" | "genre";

/**
 * The archive's filters as a GET form (it works without JavaScript; the filters land in the URL), the
 * concerts of the page, and the way to the newer and older pages.
 */
export function ArchiveView({ page }: { page: ArchivePage }) {
  const { lang, t } = useLocale();
  const texts = t.archive;
  const { query, options, items, total, pageCount } = page;
  const action = localePath(lang, "/archive");
  const seasonName = (key: string) => fill(texts.seasonName, { start: key.slice(0, 4), end: String(Number(key.slice(0, 4)) + 1) });
  const choices: Record<Filter, { value: string; name: string }[]> = {
    season: options.seasons.map((key) => ({ value: key, name: seasonName(key) })),
    composer: options.composers.map((name) => ({ value: name, name })),
    performer: options.performers.map((item) => ({ value: item.slug, name: item.name })),
    series: options.series.map((item) => ({ value: item.slug, name: item.name })),
    genre: options.genres.map((genre) => ({ value: genre, name: GENRE_LABELS[genre][lang] })),
  };
  const navigate = useNavigate();
  // Without JavaScript the browser sends every field, the empty ones too; with it, the URL keeps only the chosen filters.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]));
    void navigate(`${action}${archiveSearch(parseArchiveQuery(fields))}`);
  };
  const filtered = (["season", "composer", "performer", "series", "genre"] as const).some((key) => query[key]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <form method="get" action={action} onSubmit={submit} aria-label={texts.filtersLabel} className="grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6 lg:items-end">
        {(Object.keys(choices) as Filter[]).map((key) => {
          const current = query[key];
          // A value the URL carries but the archive does not hold (a season before it) stays chosen, so the form says what is shown.
          const list = current && !choices[key].some((choice) => choice.value === current) ? [{ value: current, name: key === "season" ? seasonName(current) : current }, ...choices[key]] : choices[key];
          return (
            <label key={key} className="block min-w-0 text-sm font-semibold text-ink">
              {texts[key]}
              <select name={key} defaultValue={current ?? ""} className={`${inputStyle} mt-1.5 truncate`}>
                <option value="">{texts.all}</option>
                {list.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-3 lg:col-span-1 lg:flex-col lg:items-stretch">
          <button type="submit" className={buttonStyles.primary}>
            {texts.apply}
          </button>
          {filtered ? (
            <Link to={action} className={buttonStyles.quiet}>
              {texts.clear}
            </Link>
          ) : null}
        </div>
      </form>

      <p className="mt-6 text-sm text-muted" role="status">
        {plural(lang, total, t.concerts.resultCount)}
      </p>

      {items.length ? (
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.eventId}>
              <ArchiveCard item={item} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-4 rounded-card border border-line bg-surface p-6" data-testid="archive-empty">
          <p className="text-lg text-ink">{texts.empty}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={localePath(lang, "/concerts")} className={buttonStyles.primary}>
              {texts.upcoming}
            </Link>
            {filtered || query.page > 1 ? (
              <Link to={action} className={buttonStyles.secondary}>
                {texts.clear}
              </Link>
            ) : null}
          </div>
        </div>
      )}

      {pageCount > 1 ? (
        <nav aria-label={texts.pagesLabel} className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {query.page > 1 ? (
            <Link to={`${action}${archiveSearch({ ...query, page: Math.min(query.page - 1, pageCount) })}`} rel="prev" className={buttonStyles.secondary}>
              ← {texts.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{fill(texts.pageOf, { page: query.page, count: pageCount })}</span>
          {query.page < pageCount ? (
            <Link to={`${action}${archiveSearch({ ...query, page: query.page + 1 })}`} rel="next" className={buttonStyles.secondary}>
              {texts.older} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

function ArchiveCard({ item }: { item: ArchiveItem }) {
  const { lang, t } = useLocale();
  const texts = t.archive;
  return (
    <article className={`${cardStyle} h-full p-5`}>
      <p className="text-sm font-semibold text-accent">
        <time dateTime={item.startsAt}>{formatEventDateText(item.startsAt, lang)}</time>
      </p>
      <h2 className="mt-2 text-xl font-semibold text-ink">
        <Link to={localePath(lang, `/orchestra/event/${encodeURIComponent(item.eventId)}`)} className="hover:text-accent hover:underline">
          {item.title || texts.untitled}
        </Link>
      </h2>
      {item.subtitle ? <p className="mt-1 text-muted">{item.subtitle}</p> : null}
      {item.series ? <p className="mt-1 text-sm text-muted">{item.series}</p> : null}
      <dl className="mt-4 space-y-3 text-sm">
        {item.works.length ? (
          <div>
            <dt className="font-semibold text-ink">{texts.works}</dt>
            <dd>
              <ul className="mt-1 space-y-0.5">
                {item.works.map((work, index) => (
                  <li key={index}>
                    <span className="font-medium">{work.composer}</span>. {work.title}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {item.performers.length ? (
          <div>
            <dt className="font-semibold text-ink">{texts.performers}</dt>
            <dd className="mt-1">{item.performers.map((person) => (person.role ? `${person.name} (${person.role})` : person.name)).join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
