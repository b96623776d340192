import { PUBLIC_KEEP_MS } from "../http/server-cache-policy";
import type { Db } from "./client.server";

/**
 * How long a public page may show a database read before reading again: as long as the page is
 * kept. Writes through the admin API forget the reads they change at once on their own instance;
 * other instances catch up within this time (nothing is kept that must survive a restart).
 */
export const PUBLIC_READ_TTL_MS = PUBLIC_KEEP_MS;

type Entry = { value: Promise<unknown>; expires: number };
let version = 0;

/** Goes up whenever a write forgets kept reads, so pages rendered from them are not reused either. */
export const contentVersion = () => version;
const caches = new WeakMap<Db, Map<string, Entry>>();
/** Per database, how many times the reads under each prefix were forgotten (each write through the admin API counts). */
const forgotten = new WeakMap<Db, Map<string, number>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * A read shared by every request for `ttlMs`: the busy public pages ask the database once per
 * key and period instead of once per visitor, and concurrent visitors wait on one query. A failed
 * read is not kept.
 */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = PUBLIC_READ_TTL_MS): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { value, expires: now + ttlMs });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Drops the kept reads whose key starts with `prefix`, after a write changed them. */
export function forgetReads(db: Db, prefix: string): void {
  const cache = cacheOf(db);
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
  version += 1;
  let counts = forgotten.get(db);
  if (!counts) forgotten.set(db, (counts = new Map()));
  counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
}

/**
 * How many writes on this instance have forgotten the reads under `prefix` (a wider prefix, as the
 * demo content's `""`, counts too): a cheap "something changed" signal for what keeps its own copy
 * of those reads, such as the search index. Writes on other instances do not show here.
 */
export function writesUnder(db: Db, prefix: string): number {
  let total = 0;
  for (const [forgottenPrefix, n] of forgotten.get(db) ?? []) if (prefix.startsWith(forgottenPrefix) || forgottenPrefix.startsWith(prefix)) total += n;
  return total;
}
