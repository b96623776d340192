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
}
