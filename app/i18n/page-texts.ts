import { isLang, pathBelowLang } from "./languages";

/**
 * Which parts of the UI catalogue a page needs, so the root loader sends each page only those
 * (they travel in the HTML as hydration data on every page; the whole catalogue is 11 KB of JSON).
 * A key names a family of the catalogue (`concerts`) or one entry inside it (`pages.home`,
 * `forms.problems.email`). The texts themselves stay in one catalogue per language; this only
 * picks from it. Browser-safe (the root's `shouldRevalidate` compares two pages' lists).
 */
export type TextKey = string;

/**
 * What the shell shows on every page: header, menus, header search, footer with its newsletter
 * form, not-found, and what the language layout shows while a concert page loads or when a
 * concert page's or the listing's data cannot be read (that happens before the next page's texts arrive).
 */
const SHELL: TextKey[] = [
  "site",
  "nav",
  "language",
  "footer",
  "notFound",
  ...["label", "open", "close", "placeholder", "submit", "suggestions", "allResults", "kinds"].map((key) => `search.${key}`),
  ...["label", "subscribe", "subscribing", "subscribed"].map((key) => `newsletter.${key}`),
  "forms.honeypotLabel",
  "forms.problems.email",
  ...["loading", "loadFailed", "back"].map((key) => `event.${key}`),
  "concerts.loadFailed",
  "concerts.retry",
  // The header's link to the saved concerts, and the Save control of every card and concert page.
  ...["save", "saveFor", "linkLabel", "linkCount"].map((key) => `saved.${key}`),
];

/** "Notify me" on a concert page and "Follow" on an artist's or a series' page (features/alerts). */
const ALERT_FORM: TextKey[] = ["title", "intro", "followTitle", "followArtist", "followSeries", "choicesLabel", "kinds", "emailLabel", "submit", "follow", "sending", "accepted", "privacy", "problems"].map(
  (key) => `alerts.${key}`,
);

/** A concert card (listing, home, artist and series pages) with its compact Buy ticket button. */
const CARDS: TextKey[] = [
  "concerts.untitled",
  ...["price", "soldOut", "fewSeats", "tickets", "ticketsFor", "buyTicket", "opening", "chartError", "popupBlocked"].map((key) => `event.${key}`),
];

/**
 * The listing: its filters, calendar, results, coming-soon cards and banners. The text shown when no
 * concert matches (`concerts.empty`, `concerts.noUpcoming`) comes with the listing's own data, the
 * one the chosen filters call for and only when it shows (`loadListing`).
 */
const LISTING: TextKey[] = [
  ...["upcomingTitle", "loading", "dateFiltersLabel", "dateFilters", "typeLabel", "types", "allFilters", "apply", "clearAll", "close"].map((key) => `concerts.${key}`),
  ...["resultCount", "moreEvents", "lessEvents", "comingSoon", "comingSoonNote", "clearRange", "clearType", "calendar", "banners"].map((key) => `concerts.${key}`),
  "banners",
  // The subscribe box (the feed's own name and description are the .ics file's, written on the server).
  ...["title", "text", "appLink", "googleLink", "newTab", "byAddress"].map((key) => `calendarFeed.${key}`),
  ...CARDS,
];

/** A page composed of blocks that staff write (`features/pages`): any of them may hold a gallery with its lightbox. */
const BLOCKS: TextKey[] = ["home.galleryTitle", "lightbox"];

/**
 * The page kinds that send less than the whole catalogue, by the path below the language segment.
 * A page not listed here gets the whole catalogue, so a new page never misses a text.
 */
const PAGE_KINDS: { path: RegExp; texts: TextKey[] }[] = [
  {
    path: /^\/?$/,
    texts: ["pages.home", "home", "lightbox", ...["loading", "noUpcoming", "upcomingTitle", "viewAll"].map((key) => `concerts.${key}`), ...CARDS],
  },
  { path: /^\/concerts$/, texts: ["pages.concerts", ...LISTING] },
  { path: /^\/orchestra\/concerts$/, texts: ["pages.orchestraConcerts", ...LISTING] },
  { path: /^\/orchestra\/(?:event|concert)\/[^/]+$/, texts: ["pages.event", "event", "concerts.untitled", ...ALERT_FORM] },
  { path: /^\/orchestra\/event\/[^/]+\/programme$/, texts: ["pages.event", "event", "concerts.untitled"] },
  { path: /^\/(?:artists|series)\/[^/]+$/, texts: ["pages.event", ...ALERT_FORM, ...CARDS] },
  { path: /^\/gallery$/, texts: ["pages.gallery", "lightbox"] },
  { path: /^\/people$/, texts: ["pages.people", "people"] },
  { path: /^\/support$/, texts: ["pages.support"] },
  { path: /^\/archive$/, texts: ["pages.archive", "archive", "concerts.resultCount"] },
  { path: /^\/search$/, texts: ["pages.search", "search"] },
  { path: /^\/saved$/, texts: ["pages.saved", "saved", "concerts.untitled"] },
  // The composed pages share one kind, and so do the venue pages with their inquiry forms: a move between two of them keeps the texts.
  { path: /^\/(?:about\/history|orchestra\/history|orchestra\/giftCard|visit)$/, texts: ["pages.hallHistory", "pages.orchestraHistory", "pages.giftCard", "pages.planVisit", ...BLOCKS] },
  { path: /^\/venue\/(?:rent|visit|vip-balcony|harmony)$/, texts: ["pages.rent", "pages.visit", "pages.vipBalcony", "pages.harmony", "forms", ...BLOCKS] },
  { path: /^\/venue\/accessibility$/, texts: ["pages.accessibility"] },
  { path: /^\/(?:terms|privacy)$/, texts: ["pages.terms", "pages.privacy", "legal"] },
  { path: /^\/newsletter$/, texts: ["pages.newsletter", "newsletter", "forms.problems"] },
];

/**
 * The texts of the page kind at `pathname` (without the shell's), or `null` for the whole catalogue:
 * what the language layout's loader sends.
 */
export function layoutTextKeys(pathname: string): TextKey[] | null {
  const below = pathBelowLang(pathname).replace(/[?#].*$/, "").replace(/\/$/, "");
  return PAGE_KINDS.find((candidate) => candidate.path.test(below))?.texts ?? null;
}

/** The catalogue keys the page at `pathname` needs, or `null` for the whole catalogue. */
export function pageTextKeys(pathname: string): TextKey[] | null {
  const kind = layoutTextKeys(pathname);
  return kind ? [...SHELL, ...kind] : null;
}

/** The digital programme is the one page under a language code outside the language layout (it has no header or footer). */
const OUTSIDE_LAYOUT = /^\/[^/]+\/orchestra\/event\/[^/]+\/programme\/?$/;

/**
 * What the root loader sends: the shell's texts for a page inside the language layout, which sends
 * its page kind's texts itself (`layoutTextKeys`); all a page needs elsewhere. The root's texts thus
 * stay the same on every move between public pages of one language, so a failed request for the
 * next page's data fails in the language layout, whose error boundary tells the visitor in words.
 */
export function rootTextKeys(pathname: string): TextKey[] | null {
  const path = pathname.replace(/[?#].*$/, "");
  if (OUTSIDE_LAYOUT.test(path)) return pageTextKeys(path);
  return isLang(path.split("/")[1] ?? "") ? SHELL : null;
}

/** Whether two paths are sent the same texts by `keysOf` (then that loader need not run again on a move). */
export function sameTexts(keysOf: (pathname: string) => TextKey[] | null, a: string, b: string): boolean {
  return JSON.stringify(keysOf(a)) === JSON.stringify(keysOf(b));
}

/** The texts a page reads: the root's with the language layout's laid over them, family by family. */
export function mergeTexts<T extends Record<string, unknown>>(root: T, page: Partial<T> | undefined): T {
  if (!page) return root;
  const merged: Record<string, unknown> = { ...root };
  for (const [family, texts] of Object.entries(page)) {
    const below = merged[family];
    merged[family] = below && typeof below === "object" && texts && typeof texts === "object" ? { ...below, ...texts } : texts;
  }
  return merged as T;
}

/**
 * Texts as the root and the language layout send them: one JSON text rather than an object.
 * React Router writes loader data into the page in its own encoding (turbo-stream), which gives
 * every key of every object an entry and a numbered reference of its own; a few hundred short
 * texts cost about a third more gzipped that way than as one JSON text (decision 013).
 */
export type SentTexts<T> = string & { readonly __texts?: T };

export function sendTexts<T>(texts: T): SentTexts<T> {
  return JSON.stringify(texts) as SentTexts<T>;
}

const received = new WeakMap<object, unknown>();

/** The texts a loader's data carries, read once for each data object (every component reads them). */
export function receivedTexts<T>(data: { messages: SentTexts<T> }): T {
  if (!received.has(data)) received.set(data, JSON.parse(data.messages));
  return received.get(data) as T;
}
