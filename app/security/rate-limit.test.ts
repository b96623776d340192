import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit per window and key, then refuses until the window ends", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect([limiter.hit("a").allowed, limiter.hit("a").allowed, limiter.hit("a").allowed]).toEqual([true, true, false]);
    expect(limiter.hit("b").allowed).toBe(true);
    now = 400;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 1000;
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("tells how long a key is blocked without counting", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    limiter.hit("k");
    expect(limiter.blockedFor("k")).toBe(0);
    limiter.hit("k");
    now = 2_500;
    expect(limiter.blockedFor("k")).toBe(8);
    expect(limiter.blockedFor("k")).toBe(8);
    now = 10_000;
    expect(limiter.blockedFor("k")).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.hit("x");
    expect(limiter.hit("x").allowed).toBe(false);
    limiter.reset("x");
    expect(limiter.hit("x").allowed).toBe(true);
  });
});
