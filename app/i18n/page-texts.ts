import { pathBelowLang } from "./languages";

/**
 * Which parts of the UI catalogue a page needs, so the root loader sends each page only those
 * (they travel in the HTML as hydration data on every page; the whole catalogue is 11 KB of JSON).
 * A key names a family of the catalogue (`concerts`) or one entry inside it (`pages.home`,
 * `forms.problems.email`). The texts themselves stay in one catalogue per language; this only
 * picks from it. Browser-safe (the root's `shouldRevalidate` compares two pages' lists).
 */
export type TextKey = string;

/** What the shell shows on every page: header, menus, footer with its newsletter form, header search, not-found. */
const SHELL: TextKey[] = [
  "site",
  "nav",
  "language",
  "footer",
  "search",
  "notFound",
  "newsletter.label",
  "newsletter.subscribe",
  "newsletter.subscribing",
  "newsletter.subscribed",
  "forms.honeypotLabel",
  "forms.problems.email",
];

/** A concert card (listing, home, artist and series pages): its date, place and ticket texts. */
const CARDS: TextKey[] = ["concerts", "event"];

/**
 * The page kinds that send less than the whole catalogue, by the path below the language segment.
 * A page not listed here gets the whole catalogue, so a new page never misses a text.
 */
const PAGE_KINDS: { path: RegExp; texts: TextKey[] }[] = [
  { path: /^\/?$/, texts: ["pages.home", "home", "lightbox", ...CARDS] },
  { path: /^\/concerts$/, texts: ["pages.concerts", "banners", "calendarFeed", ...CARDS] },
  { path: /^\/orchestra\/concerts$/, texts: ["pages.orchestraConcerts", "banners", "calendarFeed", ...CARDS] },
  { path: /^\/orchestra\/(?:event|concert)\/[^/]+$/, texts: ["pages.event", "calendarFeed", "lightbox", ...CARDS] },
  { path: /^\/orchestra\/event\/[^/]+\/programme$/, texts: ["pages.event", ...CARDS] },
  { path: /^\/(?:artists|series)\/[^/]+$/, texts: ["pages.event", ...CARDS] },
  { path: /^\/search$/, texts: ["pages.search"] },
];

/** The catalogue keys the page at `pathname` needs, or `null` for the whole catalogue. */
export function pageTextKeys(pathname: string): TextKey[] | null {
  const below = pathBelowLang(pathname).replace(/[?#].*$/, "").replace(/\/$/, "");
  const kind = PAGE_KINDS.find((candidate) => candidate.path.test(below));
  return kind ? [...SHELL, ...kind.texts] : null;
}

/** Whether two pages need the same texts (then the root's texts need not be read again on a move). */
export function sameTexts(a: string, b: string): boolean {
  return JSON.stringify(pageTextKeys(a)) === JSON.stringify(pageTextKeys(b));
}
