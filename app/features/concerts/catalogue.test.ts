import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-database";
import { runSeeds } from "../../../server/seed";
import { createEventHubClient } from "../../eventhub/client.server";
import { type EventHubSandbox, startEventHubSandbox } from "../../eventhub/sandbox/sandbox-server";
import { type Clock, createConcertCatalogue } from "./catalogue.server";

let sandbox: EventHubSandbox;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const log = pino({ level: "silent" });

beforeAll(async () => {
  [sandbox, database] = await Promise.all([startEventHubSandbox(), createTestDatabase()]);
});
afterAll(async () => {
  await sandbox?.close();
  await database?.dispose();
});
beforeEach(() => sandbox.setFaults({}));

/** A clock that moves only when the test moves it. */
function manualClock() {
  let time = Date.parse("2026-11-24T10:00:00Z");
  let waits: { until: number; ms: number; resolve: () => void }[] = [];
  const clock: Clock & { advance(ms: number): void; waiting(): number[] } = {
    now: () => time,
    after: (ms, signal) =>
      new Promise<void>((resolve) => {
        const wait = { until: time + ms, ms, resolve };
        waits.push(wait);
        signal.addEventListener("abort", () => (waits = waits.filter((other) => other !== wait)), { once: true });
      }),
    advance(ms) {
      time += ms;
      const due = waits.filter((wait) => wait.until <= time);
      waits = waits.filter((wait) => wait.until > time);
      for (const wait of due) wait.resolve();
    },
    waiting: () => waits.map((wait) => wait.ms),
  };
  return clock;
}

/** A catalogue as a freshly started process has it: empty caches. */
function freshCatalogue(tuning: { freshMs?: number; coldWaitMs?: number; requestTimeoutMs?: number; clock?: Clock } = {}) {
  const client = createEventHubClient({ baseUrl: sandbox.url, log, requestTimeoutMs: tuning.requestTimeoutMs ?? 10_000 });
  return createConcertCatalogue({ client, db: database.db, log, retryAfterFailureMs: 0, ...tuning });
}

describe("concert catalogue", () => {
  it("serves the provider's concerts, sorted by start, normalised and sanitised", async () => {
    const { events, source } = await freshCatalogue().listEvents("en");
    expect(source).toBe("provider");
    expect(events.length).toBeGreaterThanOrEqual(12);
    const starts = events.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    for (const event of events) {
      expect(event.eventId).toMatch(/^\d+$/);
      expect(event.startsAt).toMatch(/\+04:00$/);
      expect(event.venue.name).not.toBe("");
      expect(event.eventDescription).not.toMatch(/&lt;|<script/);
    }
    expect(events.some((e) => e.facts.price !== null)).toBe(true);
    expect(events.some((e) => e.facts.minAge === 6)).toBe(true);
    expect(events.some((e) => e.facts.festival !== null)).toBe(true);
  });

  it("asks the provider once for many simultaneous cold requests", async () => {
    const catalogue = freshCatalogue();
    const before = sandbox.stats.calls;
    await Promise.all(Array.from({ length: 25 }, () => catalogue.listEvents("ru")));
    expect(sandbox.stats.calls - before).toBe(1);
  });

  it("on a cold cache waits its cold wait (a second) for a hanging provider, then falls back", async () => {
    const clock = manualClock();
    const catalogue = freshCatalogue({ coldWaitMs: 1_000, requestTimeoutMs: 3_000, clock });
    sandbox.setFaults({ hangNext: 5 });
    let answered = false;
    const listing = catalogue.listEvents("am").finally(() => (answered = true));
    await vi.waitFor(() => expect(clock.waiting()).toEqual([1_000]));
    clock.advance(999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    clock.advance(1);
    const { events, source } = await listing;
    expect(["snapshot", "database", "sample"]).toContain(source);
    expect(events.length).toBeGreaterThan(0);
  });

  it("serves the last good answer while the provider fails, and refreshes it in the background", async () => {
    const clock = manualClock();
    const catalogue = freshCatalogue({ freshMs: 60_000, clock });
    const first = await catalogue.listEvents("en");
    clock.advance(60_001);
    sandbox.setFaults({ down: true });
    const during = await catalogue.listEvents("en");
    expect(during.source).toBe("stale");
    expect(during.events).toEqual(first.events);
  });

  it("stores the list it falls back on after a restart at its first answer, then at most every 10 minutes", async () => {
    const { providerSnapshots } = await import("../../db/schema/concerts");
    const { eq } = await import("drizzle-orm");
    const storedAt = async () =>
      (await database.db.select({ at: providerSnapshots.fetchedAt }).from(providerSnapshots).where(eq(providerSnapshots.languageCode, "am")))[0]!.at.getTime();
    const clock = manualClock();
    const catalogue = freshCatalogue({ clock });
    // A stale list is answered at once and refreshed behind it; this waits until the refresh is in.
    const refreshed = async () => {
      expect((await catalogue.listEvents("am")).source).toBe("stale");
      await vi.waitFor(async () => expect((await catalogue.listEvents("am")).source).toBe("provider"));
    };
    expect((await catalogue.listEvents("am")).source).toBe("provider");
    const first = await storedAt();
    clock.advance(60_001);
    await refreshed();
    expect(await storedAt()).toBe(first);
    clock.advance(10 * 60_000);
    await refreshed();
    // The list is answered before its snapshot is written.
    await vi.waitFor(async () => expect(await storedAt()).toBe(first + 60_001 + 10 * 60_000));
  });

  it("falls back in order after a restart: stored snapshot, then database concerts, then the built-in sample", async () => {
    await freshCatalogue().listEvents("en"); // leaves a snapshot
    sandbox.setFaults({ down: true });
    expect((await freshCatalogue().listEvents("en")).source).toBe("snapshot");

    const empty = await createTestDatabase();
    try {
      const client = createEventHubClient({ baseUrl: sandbox.url, log });
      const noData = createConcertCatalogue({ client, db: empty.db, log });
      const sample = await noData.listEvents("ru");
      expect(sample.source).toBe("sample");
      expect(sample.events.length).toBeGreaterThanOrEqual(12);

      await runSeeds(empty.db);
      const seeded = createConcertCatalogue({ client, db: empty.db, log });
      const stored = await seeded.listEvents("ru");
      expect(stored.source).toBe("database");
      expect(stored.events[0]!.eventName).toMatch(/[\u0400-\u04FF]/);
    } finally {
      await empty.dispose();
    }
  });

  it("gives one concert with seats from the provider, from the database when the provider is down, null when unknown", async () => {
    await runSeeds(database.db);
    const live = await freshCatalogue().getEvent("1001", "am");
    expect(live?.source).toBe("provider");
    expect(live?.event.availaibleCount).toBeGreaterThan(0);
    expect(live?.event.eventName).toMatch(/[\u0531-\u058F]/);

    expect(await freshCatalogue().getEvent("424242", "en")).toBeNull();

    sandbox.setFaults({ down: true });
    const stored = await freshCatalogue().getEvent("1001", "en");
    expect(stored?.source).toBe("database");
    expect(stored?.event.availaibleCount).toBeNull();
  });

  it("never serves its earlier copy of a concert the provider has since withdrawn", async () => {
    const clock = manualClock();
    const catalogue = freshCatalogue({ clock, freshMs: 60_000 });
    expect((await catalogue.getEvent("1002", "en"))?.source).toBe("provider");
    sandbox.withdraw("1002");
    try {
      clock.advance(45_000);
      const after = await catalogue.getEvent("1002", "en");
      expect(after?.source ?? null).not.toBe("stale");
      expect(after === null || after.source === "database").toBe(true);
    } finally {
      sandbox.restore("1002");
    }
    clock.advance(45_000);
    expect((await catalogue.getEvent("1002", "en"))?.source).toBe("provider");
  });

  it("follows the legacy concert ids to the provider's concerts", async () => {
    await runSeeds(database.db);
    const viaLegacy = await freshCatalogue().getEvent("1", "en");
    expect(viaLegacy?.event.eventId).toBe("1001");
  });
});
