import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./client.server";
import { cachedRead, forgetReads } from "./read-cache.server";

const fakeDb = () => ({}) as Db;

afterEach(() => {
  vi.useRealTimers();
});

describe("cachedRead", () => {
  it("asks once for concurrent readers and within the period, then again after it", async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const load = vi.fn(async () => ({ rows: 3 }));
    const [a, b] = await Promise.all([cachedRead(db, "k", load, 1_000), cachedRead(db, "k", load, 1_000)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cachedRead(db, "k", load, 1_000);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cachedRead(db, "k", load, 1_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure, keeps databases apart, and forgets by prefix after a write", async () => {
    const db = fakeDb();
    await expect(cachedRead(db, "banners:x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedRead(db, "banners:x", async () => "up")).toBe("up");
    expect(await cachedRead(fakeDb(), "banners:x", async () => "other database")).toBe("other database");
    expect(await cachedRead(db, "coming-soon:en", async () => "cards")).toBe("cards");
    forgetReads(db, "banners:");
    expect(await cachedRead(db, "banners:x", async () => "fresh")).toBe("fresh");
    expect(await cachedRead(db, "coming-soon:en", async () => "not read again")).toBe("cards");
  });
});
