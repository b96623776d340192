import { Link, useLocation } from "react-router";
import type { Lang } from "../../../i18n/languages";
import { chipStyle } from "../../../ui/styles";
import { programmeTexts } from "../public-texts";
import { GENRE_LABELS, type Genre } from "../vocabulary";

/**
 * The listing's series and genre chips: links that set `?series=` or `?genre=` and keep
 * every other filter in the URL, so the server renders the filtered listing. Only the series and
 * genres of published programmes are offered.
 */
export function ProgrammeFilters({ lang, series, genres, current }: { lang: Lang; series: { slug: string; name: string }[]; genres: Genre[]; current: { series: string | null; genre: string | null } }) {
  const t = programmeTexts(lang);
  const { pathname, search } = useLocation();
  if (!series.length && !genres.length) return null;
  const href = (key: "series" | "genre", value: string | null) => {
    const params = new URLSearchParams(search);
    if (value) params.set(key, value);
    else params.delete(key);
    params.delete("pages");
    const text = params.toString();
    return `${pathname}${text ? `?${text}` : ""}`;
  };
  const row = (key: "series" | "genre", label: string, all: string, options: { value: string; name: string }[]) =>
    options.length ? (
      <nav aria-label={label} className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold text-muted">{label}</span>
        <Link to={href(key, null)} preventScrollReset aria-current={current[key] === null ? "true" : undefined} className={chipStyle}>
          {all}
        </Link>
        {options.map((option) => (
          <Link key={option.value} to={href(key, current[key] === option.value ? null : option.value)} preventScrollReset aria-current={current[key] === option.value ? "true" : undefined} className={chipStyle}>
            {option.name}
          </Link>
        ))}
      </nav>
    ) : null;
  return (
    <div className="mx-auto max-w-7xl space-y-3 px-4 pt-6 sm:px-6" data-testid="programme-filters">
      {row("series", t.filterSeries, t.allSeries, series.map((item) => ({ value: item.slug, name: item.name })))}
      {row("genre", t.filterGenre, t.allGenres, genres.map((genre) => ({ value: genre, name: GENRE_LABELS[genre][lang] })))}
    </div>
  );
}
