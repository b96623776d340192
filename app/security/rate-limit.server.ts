/**
 * A fixed-window counter per key (an IP address, a username): at most `limit` hits in each
 * `windowMs`. Kept in this process's memory: with several instances each counts its own share,
 * which still bounds abuse; a shared store can take its place behind the same two methods.
 */
export type RateLimiter = {
  /** Counts a hit; `allowed` is false once the key is over its limit in the current window. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  /** Seconds until the key may try again, or 0 when it is within its limit; counts nothing. */
  blockedFor(key: string): number;
  reset(key: string): void;
};

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = now() + options.windowMs;

  function sweep(at: number) {
    if (at < nextSweep) return;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    nextSweep = at + options.windowMs;
  }

  return {
    hit(key) {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= options.limit, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    },
    blockedFor(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= at || window.count < options.limit) return 0;
      return Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
