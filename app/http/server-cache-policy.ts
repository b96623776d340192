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

/**
 * The field's value: how long, and the query parameters the answer reads (`query="q limit"`). The
 * store keys a kept answer on those alone and drops every other parameter before rendering, so a
 * made-up parameter (`?x=1`) is answered from the store instead of costing a render.
 */
function keepFor(query: readonly string[] = []): string {
  const maxAge = `max-age=${PUBLIC_KEEP_MS / 1000}`;
  return query.length ? `${maxAge}, query="${query.join(" ")}"` : maxAge;
}

/** A page every visitor sees alike: kept for as long as its reads are kept; browsers ask again each time (and get a 304). `query`: the parameters it reads. */
export const keptPageHeaders = (query: readonly string[] = []) => ({ "Cache-Control": "no-cache", [SERVER_CACHE_FIELD]: keepFor(query) });

/** A page private to one visitor (the admin area): rendered every time. */
export const renderedPageHeaders = () => ({ "Cache-Control": "no-cache" });

/** Marks a public API answer as one every caller gets alike, so the server may keep it; `query`: every query parameter the handler reads. */
export function keepAnswer(res: { setHeader(name: string, value: string): unknown }, query: readonly string[] = []): void {
  res.setHeader(SERVER_CACHE_FIELD, keepFor(query));
}

/** The query parameters an answer's `Server-Cache-Control` says it reads. */
export function keptQueryOf(value: string | number | string[] | undefined): string[] {
  const query = /(?:^|,)\s*query="([^"]*)"/.exec(String(value ?? ""));
  return query ? query[1]!.split(" ").filter(Boolean) : [];
}

/** `requestLanguage` (app/http/request-language.server.ts) reads these two. */
export const LANGUAGE_QUERY = ["language", "lang"] as const;

/** The milliseconds an answer may be kept, from its `Server-Cache-Control` value; 0 when it may not. */
export function keepMsOf(value: string | number | string[] | undefined): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)\s*(?:,|$)/.exec(String(value ?? ""));
  return maxAge ? Number(maxAge[1]) * 1000 : 0;
}
