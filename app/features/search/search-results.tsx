import { Link } from "react-router";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { MarkedText } from "./marked-text";
import { RESULT_KINDS, type SearchResult } from "./search.types";

/** The results of a search, grouped by kind in the order concerts, artists, series, pages. */
export function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  const { lang, t } = useLocale();
  if (!query) return <p className="text-muted">{t.search.emptyQuery}</p>;
  if (!results.length) return <p className="text-ink">{fill(t.search.noResults, { query })}</p>;
  return (
    <>
      <p className="text-muted" role="status">
        {fill(plural(lang, results.length, t.search.results), { query })}
      </p>
      {RESULT_KINDS.map((kind) => {
        const ofKind = results.filter((result) => result.type === kind);
        if (!ofKind.length) return null;
        return (
          <section key={kind} aria-labelledby={`results-${kind}`} className="mt-8">
            <h2 id={`results-${kind}`} className="text-xl font-semibold text-ink">
              {t.search.kinds[kind]}
            </h2>
            <ul className="mt-3 divide-y divide-line border-y border-line">
              {ofKind.map((result) => (
                <li key={result.url} className="py-4">
                  <Link to={result.url} className="text-lg font-semibold text-accent underline-offset-2 hover:underline">
                    {result.title}
                  </Link>
                  {result.date && (
                    <p className="mt-1 text-sm font-medium text-ink">
                      <time dateTime={result.date}>{formatEventDate(new Date(result.date), lang)}</time>
                    </p>
                  )}
                  <p className="mt-1 text-muted">
                    <MarkedText text={result.snippet} marks={result.marks} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
