import { isIPv6 } from "node:net";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { rateLimitWindows } from "../db/schema/rate-limit";

/**
 * A fixed-window counter per key (an IP address, a username): at most `limit` hits in each
 * `windowMs`, the window starting at the key's first hit. Counted in the database, so every
 * instance behind a load balancer shares the count.
 */
export type RateLimiter = {
  /** Counts a hit; `allowed` is false once the key is over its limit in the current window; `count` includes this hit. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number; count: number; endsAt: Date }>;
  /**
   * Counts `amount` hits at once, only if they all fit within the limit (a send of several
   * messages); otherwise counts nothing. `retryAfterSeconds` says when the window ends.
   */
  take(key: string, amount: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Seconds until the key may try again, or 0 when it is within its limit; counts nothing. */
  blockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Takes one hit back (a login that proved its password): the key's other hits still count. */
  forgive(key: string): Promise<void>;
};

export type RateLimiterOptions = {
  db: Db;
  /** Separates limiters that share keys (forms and logins both count client addresses). */
  scope: string;
  limit: number;
  windowMs: number;
  now?: () => number;
};

const secondsUntil = (endsAt: Date, at: number) => Math.max(1, Math.ceil((endsAt.getTime() - at) / 1000));

export function createRateLimiter({ db, scope, limit, windowMs, now = Date.now }: RateLimiterOptions): RateLimiter {
  const table = rateLimitWindows;
  const thisKey = (key: string) => and(eq(table.scope, scope), eq(table.key, key));
  let nextSweep = now() + windowMs;

  function sweep(at: number) {
    if (at < nextSweep) return;
    nextSweep = at + windowMs;
    db.delete(table)
      .where(and(eq(table.scope, scope), lte(table.endsAt, new Date(at))))
      .catch(() => {});
  }

  return {
    async hit(key) {
      const at = now();
      sweep(at);
      const atTime = sql`${new Date(at).toISOString()}::timestamptz`;
      const expired = sql`${table.endsAt} <= ${atTime}`;
      // One statement, so concurrent hits from several instances never lose a count.
      const [window] = await db
        .insert(table)
        .values({ scope, key, count: 1, endsAt: new Date(at + windowMs) })
        .onConflictDoUpdate({
          target: [table.scope, table.key],
          set: {
            count: sql`case when ${expired} then 1 else ${table.count} + 1 end`,
            endsAt: sql`case when ${expired} then excluded.ends_at else ${table.endsAt} end`,
          },
        })
        .returning({ count: table.count, endsAt: table.endsAt });
      return { allowed: window!.count <= limit, retryAfterSeconds: secondsUntil(window!.endsAt, at), count: window!.count, endsAt: window!.endsAt };
    },
    async take(key, amount) {
      const at = now();
      sweep(at);
      const atTime = sql`${new Date(at).toISOString()}::timestamptz`;
      const expired = sql`${table.endsAt} <= ${atTime}`;
      if (amount <= limit) {
        // One statement: the window grows only when the whole amount fits, so concurrent takes never pass the limit together.
        const [window] = await db
          .insert(table)
          .values({ scope, key, count: amount, endsAt: new Date(at + windowMs) })
          .onConflictDoUpdate({
            target: [table.scope, table.key],
            set: {
              count: sql`case when ${expired} then excluded.count else ${table.count} + excluded.count end`,
              endsAt: sql`case when ${expired} then excluded.ends_at else ${table.endsAt} end`,
            },
            setWhere: sql`${expired} or ${table.count} + excluded.count <= ${limit}`,
          })
          .returning({ endsAt: table.endsAt });
        if (window) return { allowed: true, retryAfterSeconds: secondsUntil(window.endsAt, at) };
      }
      const [current] = await db.select().from(table).where(thisKey(key)).limit(1);
      return { allowed: false, retryAfterSeconds: current ? secondsUntil(current.endsAt, at) : Math.ceil(windowMs / 1000) };
    },
    async blockedFor(key) {
      const at = now();
      const [window] = await db.select().from(table).where(thisKey(key)).limit(1);
      if (!window || window.endsAt.getTime() <= at || window.count < limit) return 0;
      return secondsUntil(window.endsAt, at);
    },
    async reset(key) {
      await db.delete(table).where(thisKey(key));
    },
    async forgive(key) {
      await db
        .update(table)
        .set({ count: sql`${table.count} - 1` })
        .where(and(thisKey(key), gt(table.count, 0)));
    },
  };
}

/**
 * The key a limit counts a client address by. An IPv6 client usually holds a whole /64 (2^64
 * addresses to rotate through), so IPv6 is counted by its /64; IPv4 (also IPv4-mapped IPv6) by
 * the address. Anything else (a test's name, "unknown") is its own key.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
