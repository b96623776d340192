/**
 * How an answer says whether the server may keep it and answer it again. A route declares it in
 * its `headers` export, an API handler with `keepAnswer(res)`; the kept-answer store
 * (server/kept-answers.ts) reads the answer's headers instead of knowing the route table. The
 * field is aimed at our own server only, in the manner of RFC 9213's targeted cache-control
 * fields: browsers and CDNs ignore it.
 */
export const SERVER_CACHE_FIELD = "Server-Cache-Control";

/** How long a public page or read, and the database reads behind it, may be kept on one instance. */
export const PUBLIC_KEEP_MS = 5_000;

const keepFor = `max-age=${PUBLIC_KEEP_MS / 1000}`;

/** A page every visitor sees alike: kept for as long as its reads are kept; browsers ask again each time (and get a 304). */
export const keptPageHeaders = () => ({ "Cache-Control": "no-cache", [SERVER_CACHE_FIELD]: keepFor });

/** A page private to one visitor (the admin area): rendered every time. */
export const renderedPageHeaders = () => ({ "Cache-Control": "no-cache" });

/** Marks a public API answer as one every caller gets alike, so the server may keep it. */
export function keepAnswer(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader(SERVER_CACHE_FIELD, keepFor);
}

/** The milliseconds an answer may be kept, from its `Server-Cache-Control` value; 0 when it may not. */
export function keepMsOf(value: string | number | string[] | undefined): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)\s*(?:,|$)/.exec(String(value ?? ""));
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}
