import { canonicalLangRedirect, DEFAULT_LANG, isLang, type Lang } from "./languages";

/**
 * A page request's language, decided once (docs/architecture.md, "One request through the code"):
 * - `lang`: the language the page is rendered in: the first path segment when it is one of
 *   ours, else the one an older or unknown language-shaped segment redirects to, else Armenian;
 * - `known`: whether the first segment is one of our codes (a page under `/:lang` exists only then);
 * - `redirect`: for a two- or three-letter segment that is not ours (`/rus/…`, `/fr/…`), the same
 *   address under the language it names or under Armenian (decision 003), else null.
 */
export type PageLanguage = { lang: Lang; known: boolean; redirect: string | null };

/** The rules, for one address (path and query). */
export function decidePageLanguage(url: URL): PageLanguage {
  const first = url.pathname.split("/")[1] ?? "";
  if (isLang(first)) return { lang: first, known: true, redirect: null };
  const redirect = canonicalLangRedirect(url.pathname, url.search);
  const lang = redirect ? (redirect.split(/[/?#]/)[1] as Lang) : DEFAULT_LANG;
  return { lang, known: false, redirect };
}

// React Router hands the root's, the layouts' and the page's loaders the same request: the
// decision is taken by the first of them to ask and read by the others.
const decided = new WeakMap<Request, PageLanguage>();

/** The page request's language decision: what the root, the language layout and every loader read. */
export function pageLanguage(request: Request): PageLanguage {
  let decision = decided.get(request);
  if (!decision) {
    decision = decidePageLanguage(new URL(request.url));
    decided.set(request, decision);
  }
  return decision;
}

/** The language a page request is rendered in. */
export function pageLang(request: Request): Lang {
  return pageLanguage(request).lang;
}
