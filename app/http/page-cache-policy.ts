/**
 * How a page says whether the server may keep its HTML. A route declares it in its `headers`
 * export; the page cache (server/page-cache.ts) reads the answer's headers instead of knowing
 * the route table. The field is aimed at our own page cache only, in the manner of RFC 9213's
 * targeted cache-control fields: browsers and CDNs ignore it, so they never reuse a page that
 * carries one visitor's CSP nonce.
 */
export const PAGE_CACHE_FIELD = "Page-Cache-Control";

/** How long a public page and the database reads it shows may be kept on one instance. */
export const PUBLIC_KEEP_MS = 5_000;

/** A page every visitor sees alike: kept for as long as its reads are kept; browsers ask again each time. */
export const keptPageHeaders = () => ({ "Cache-Control": "no-cache", [PAGE_CACHE_FIELD]: `max-age=${PUBLIC_KEEP_MS / 1000}` });

/** A page live for each visitor (a concert's seats) or private to one (the admin area): rendered every time. */
export const renderedPageHeaders = () => ({ "Cache-Control": "no-cache" });

/** The milliseconds a page may be kept, from its `Page-Cache-Control` value; 0 when it may not. */
export function pageKeepMs(value: string | number | string[] | undefined): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)\s*(?:,|$)/.exec(String(value ?? ""));
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}
