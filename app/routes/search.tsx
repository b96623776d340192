import { data, useLocation } from "react-router";
import { SearchBox } from "../features/search/search-box";
import { SearchResults } from "../features/search/search-results";
import { searchQuerySchema } from "../features/search/schema";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/search";
import { pageLang } from "../i18n/page-language";
import { useLocale } from "../i18n/use-locale";
import { keptPageHeaders } from "../http/server-cache-policy";

const PAGE_RESULTS = 50;

/** Kept like every public page, keyed on the query alone. */
export const headers = () => keptPageHeaders(["q"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { q, language } = searchQuerySchema.parse({ q: url.searchParams.get("q") ?? "", language: pageLang(request) });
  if (!q) return { query: "", results: [] };
  const taken = await context.searchLimit.take(context.clientIp);
  if (!taken.allowed) {
    return data({ query: q, results: [], limited: true }, { status: 429, headers: { "Retry-After": String(taken.retryAfterSeconds), "Cache-Control": "no-store" } });
  }
  return context.search.search({ q, language, limit: PAGE_RESULTS });
}

// Result pages are for visitors, not for search engines' indexes.
export const meta: Route.MetaFunction = (args) => pageMeta(args, "search", { indexable: false });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { t } = useLocale();
  return (
    <>
      <PageIntro page="search" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {/* A new query remounts the field, so it shows what the URL asks. */}
        <SearchBox key={search} defaultQuery={loaderData.query} />
        <div className="mt-8">
          {"limited" in loaderData && loaderData.limited ? (
            <p role="alert" className="text-ink">
              {t.search.limited}
            </p>
          ) : (
            <SearchResults query={loaderData.query} results={loaderData.results} />
          )}
        </div>
      </div>
    </>
  );
}
