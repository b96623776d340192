import { Link } from "react-router";
import { formatEventDate } from "../../i18n/format";
import { fill, plural } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { MarkedText } from "./marked-text";
import { RESULT_KINDS, type SearchResult } from "./search.types";

function ResultGroup({ id, title, results, kindOf }: { id: string; title: string; results: SearchResult[]; kindOf?: (result: SearchResult) => string }) {
  const { lang } = useLocale();
  return (
    <section aria-labelledby={`results-${id}`} className="mt-8">
      <h2 id={`results-${id}`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-line border-y border-line">
        {results.map((result) => (
          <li key={result.url} className="py-4">
            {kindOf ? <p className="eyebrow text-muted">{kindOf(result)}</p> : null}
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
}

/**
 * The results of a search: first the concerts, artists and series named by the query (their title is
 * it, or starts with it), whatever their kind; then the others grouped by kind in the order concerts,
 * artists, series, pages, past concerts.
 */
export function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  const { lang, t } = useLocale();
  if (!query) return <p className="text-muted">{t.search.emptyQuery}</p>;
  if (!results.length) return <p className="text-ink">{fill(t.search.noResults, { query })}</p>;
  const best = results.filter((result) => result.best);
  const others = results.filter((result) => !result.best);
  return (
    <>
      <p className="text-muted" role="status">
        {fill(plural(lang, results.length, t.search.results), { query })}
      </p>
      {best.length ? <ResultGroup id="best" title={t.search.best} results={best} kindOf={(result) => t.search.kinds[result.type]} /> : null}
      {RESULT_KINDS.map((kind) => {
        const ofKind = others.filter((result) => result.type === kind);
        return ofKind.length ? <ResultGroup key={kind} id={kind} title={t.search.kinds[kind]} results={ofKind} /> : null;
      })}
    </>
  );
}
