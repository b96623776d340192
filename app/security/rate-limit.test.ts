import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { createRateLimiter } from "./rate-limit.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("rate limiter", () => {
  it("allows the limit per window and key, then refuses until the window ends", async () => {
    let now = 0;
    const limiter = createRateLimiter({ db: database.db, scope: "a", limit: 2, windowMs: 1000, now: () => now });
    const first = [await limiter.hit("a"), await limiter.hit("a"), await limiter.hit("a")];
    expect(first.map((hit) => hit.allowed)).toEqual([true, true, false]);
    expect((await limiter.hit("b")).allowed).toBe(true);
    now = 400;
    expect(await limiter.hit("a")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    now = 1000;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("tells how long a key is blocked without counting", async () => {
    let now = 0;
    const limiter = createRateLimiter({ db: database.db, scope: "b", limit: 2, windowMs: 10_000, now: () => now });
    await limiter.hit("k");
    expect(await limiter.blockedFor("k")).toBe(0);
    await limiter.hit("k");
    now = 2_500;
    expect(await limiter.blockedFor("k")).toBe(8);
    expect(await limiter.blockedFor("k")).toBe(8);
    now = 10_000;
    expect(await limiter.blockedFor("k")).toBe(0);
  });

  it("forgets a key on reset", async () => {
    const limiter = createRateLimiter({ db: database.db, scope: "c", limit: 1, windowMs: 60_000 });
    await limiter.hit("x");
    expect((await limiter.hit("x")).allowed).toBe(false);
    await limiter.reset("x");
    expect((await limiter.hit("x")).allowed).toBe(true);
  });

  it("keeps scopes apart and counts concurrent hits exactly", async () => {
    const forms = createRateLimiter({ db: database.db, scope: "forms", limit: 50, windowMs: 60_000 });
    const logins = createRateLimiter({ db: database.db, scope: "logins", limit: 1, windowMs: 60_000 });
    const hits = await Promise.all(Array.from({ length: 60 }, () => forms.hit("10.0.0.1")));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(50);
    expect((await logins.hit("10.0.0.1")).allowed).toBe(true);
  });
});
