import type { Logger } from "pino";
import type { Db } from "../../db/client.server";
import type { EventHubClient } from "../../eventhub/client.server";
import { demoAvailableSeats, demoProviderEvents } from "../../eventhub/demo-events";
import { normalizeProviderDetails, normalizeProviderEvent } from "./normalize.server";
import { PROVIDER_LANG } from "../../eventhub/provider-schema";
import type { Lang } from "../../i18n/languages";
import { byStartTime, type CatalogueSource, type ConcertDetails, type ConcertEvent } from "./concert";
import { findDatabaseEvent, listDatabaseEvents, loadSnapshot, resolveLegacyId, saveSnapshot } from "./database-events.server";

export type CatalogueOptions = {
  client: EventHubClient;
  db: Db;
  log: Logger;
  /** The catalogue's time: freshness, cool-downs, cold waits and the sample's dates (tests move it by hand). */
  clock?: Clock;
  /** How long a provider answer counts as fresh; after that it is served stale while refreshed. */
  freshMs?: number;
  /** How long a page waits for the provider on a cold cache before it falls back. */
  coldWaitMs?: number;
  /** After a failure the provider is left alone this long (no request stampede on an outage). */
  retryAfterFailureMs?: number;
  /** How often a language's list is stored as the snapshot a restart falls back on (the first answer always is). */
  snapshotEveryMs?: number;
  /** Told of every list the provider answers (the programmes keep a record of their concerts from it). */
  onListed?: (lang: Lang, events: ConcertEvent[]) => Promise<void>;
};

export type Clock = {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Settles after `ms`; `signal` cancels the wait when the work it bounds is done first. */
  after(ms: number, signal: AbortSignal): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  after: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    }),
};

type Cached<T> = { value: T; fetchedAt: number };
const TIMED_OUT = Symbol("timed out");
/**
 * How long a seat count read with one concert (its page, the alert watcher, the dashboard) is shown on
 * that concert's card: the provider's list carries no counts, and a card never asks for its own.
 */
export const CARD_SEATS_KEEP_MS = 10 * 60_000;

/**
 * The concert catalogue behind every page and API (docs/product.md §9, decision 004): provider answers
 * cached per language with stale-while-revalidate and one refresh in flight per key; when the
 * provider fails, the last good answer, then the stored snapshot, then our database's concerts,
 * then the built-in sample. It never throws to a page.
 */
export function createConcertCatalogue(options: CatalogueOptions) {
  const { client, db, log } = options;
  const clock = options.clock ?? systemClock;
  const freshMs = options.freshMs ?? 60_000;
  const coldWaitMs = options.coldWaitMs ?? 1_000;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 10_000;
  const snapshotEveryMs = options.snapshotEveryMs ?? 10 * 60_000;

  const lists = new Map<Lang, Cached<ConcertEvent[]>>();
  const details = new Map<string, Cached<ConcertDetails>>();
  const inflight = new Map<string, Promise<unknown>>();
  const failedAt = new Map<string, number>();
  const snapshotSavedAt = new Map<Lang, number>();
  // The last seat count the provider gave with each concert (any language: seats are the same).
  const seatCounts = new Map<string, Cached<number>>();
  let seatsVersion = 0;
  // Each list with the known counts laid over it, made again only when either changes (the search
  // index and the kept reads tell a new list by its identity).
  const withSeats = new WeakMap<ConcertEvent[], { version: number; at: number; events: ConcertEvent[] }>();
  let providerErrors = 0;

  function noteSeats(id: string, count: number | null) {
    if (count === null) {
      if (seatCounts.delete(id)) seatsVersion++;
      return;
    }
    if (seatCounts.get(id)?.value !== count) seatsVersion++;
    seatCounts.set(id, { value: count, fetchedAt: clock.now() });
  }

  /** The list with the seat counts recently read with each concert, where the list itself has none. */
  function cardSeats(events: ConcertEvent[]): ConcertEvent[] {
    if (!seatCounts.size) return events;
    const made = withSeats.get(events);
    const now = clock.now();
    // Made again at least each minute too, so a count older than CARD_SEATS_KEEP_MS leaves the card.
    if (made && made.version === seatsVersion && now - made.at < 60_000) return made.events;
    let changed = false;
    const result = events.map((event) => {
      const known = event.availaibleCount === null ? seatCounts.get(event.eventId) : undefined;
      if (!known || now - known.fetchedAt > CARD_SEATS_KEEP_MS) return event;
      changed = true;
      return { ...event, availaibleCount: known.value };
    });
    const answer = changed ? result : events;
    withSeats.set(events, { version: seatsVersion, at: now, events: answer });
    return answer;
  }

  function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
    const done = new AbortController();
    const timedOut = clock.after(ms, done.signal).then((): typeof TIMED_OUT => TIMED_OUT);
    return Promise.race([promise, timedOut]).finally(() => done.abort());
  }

  function coolingDown(key: string): boolean {
    const at = failedAt.get(key);
    return at !== undefined && clock.now() - at < retryAfterFailureMs;
  }

  /** Runs `work` once per key at a time; concurrent callers share the same promise. */
  function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => inflight.delete(key));
    inflight.set(key, started);
    return started;
  }

  function refreshList(lang: Lang): Promise<ConcertEvent[] | null> {
    const key = `list:${lang}`;
    return singleFlight(key, async () => {
      const result = await client.listEvents(PROVIDER_LANG[lang]);
      if (!result.ok) {
        failedAt.set(key, clock.now());
        providerErrors++;
        log.warn({ lang, err: result.error.message }, "EventHub list failed");
        return null;
      }
      failedAt.delete(key);
      const events = result.value
        .map((raw) => normalizeProviderEvent(raw, lang))
        .filter((event): event is ConcertEvent => event !== null)
        .sort(byStartTime);
      lists.set(lang, { value: events, fetchedAt: clock.now() });
      options.onListed?.(lang, events).catch((err: unknown) => log.warn({ err }, "concert records not written"));
      // Not at every refresh: a large season is megabytes of JSON, and the fallback can be minutes old.
      const savedAt = snapshotSavedAt.get(lang);
      const now = clock.now();
      if (events.length > 0 && (savedAt === undefined || now - savedAt >= snapshotEveryMs)) {
        // A failed write is tried again at the next refresh, not 10 minutes later.
        await saveSnapshot(db, lang, events, new Date(now)).then(
          () => void snapshotSavedAt.set(lang, now),
          (err: unknown) => log.warn({ err }, "snapshot not saved"),
        );
      }
      return events;
    });
  }

  function sample(lang: Lang): ConcertEvent[] {
    return demoProviderEvents(lang, new Date(clock.now()))
      .map((raw) => normalizeProviderEvent(raw, lang))
      .filter((event): event is ConcertEvent => event !== null)
      .map((event) => ({ ...event, availaibleCount: demoAvailableSeats(event.eventId) ?? null }))
      .sort(byStartTime);
  }

  async function fallbackList(lang: Lang): Promise<{ events: ConcertEvent[]; source: CatalogueSource }> {
    const snapshot = await loadSnapshot(db, lang).catch(() => []);
    if (snapshot.length) return { events: snapshot, source: "snapshot" };
    const stored = await listDatabaseEvents(db, lang).catch(() => []);
    if (stored.length) return { events: stored, source: "database" };
    return { events: sample(lang), source: "sample" };
  }

  async function listEvents(lang: Lang): Promise<{ events: ConcertEvent[]; source: CatalogueSource }> {
    const key = `list:${lang}`;
    const cached = lists.get(lang);
    let answer: { events: ConcertEvent[]; source: CatalogueSource } | null = null;
    if (cached) {
      const fresh = clock.now() - cached.fetchedAt < freshMs;
      if (!fresh && !coolingDown(key)) void refreshList(lang);
      answer = { events: cached.value, source: fresh ? "provider" : "stale" };
    } else if (!coolingDown(key)) {
      const events = await within(refreshList(lang), coldWaitMs);
      if (Array.isArray(events)) answer = { events, source: "provider" };
    }
    if (!answer) answer = await fallbackList(lang);
    // An empty season is real, but staff-entered concerts in our database still deserve a place.
    else if (answer.events.length === 0) {
      const stored = await listDatabaseEvents(db, lang).catch(() => []);
      if (stored.length) answer = { events: stored, source: "database" };
    }
    const fellBack = answer.source !== "provider" && answer.source !== "stale";
    log[fellBack ? "info" : "debug"]({ lang, source: answer.source, count: answer.events.length }, "concert list served");
    return { ...answer, events: cardSeats(answer.events) };
  }

  function refreshDetails(id: string, lang: Lang): Promise<ConcertDetails | null | undefined> {
    const key = `event:${lang}:${id}`;
    return singleFlight(key, async () => {
      const result = await client.getEvent(id, PROVIDER_LANG[lang]);
      if (!result.ok) {
        failedAt.set(key, clock.now());
        providerErrors++;
        log.warn({ lang, id, err: result.error.message }, "EventHub event failed");
        return undefined; // unknown: the provider did not answer
      }
      failedAt.delete(key);
      const event = result.value === null ? null : normalizeProviderDetails(result.value, lang);
      noteSeats(id, event ? event.availaibleCount : null);
      // A concert the provider no longer knows is not served from an earlier answer either.
      if (event) details.set(key, { value: event, fetchedAt: clock.now() });
      else details.delete(key);
      return event;
    });
  }

  /**
   * One concert with its seat count (docs/product.md §9: provider first, then the database by id, then the
   * full list). null only when no source knows the id.
   */
  async function getEvent(rawId: string, lang: Lang): Promise<{ event: ConcertDetails; source: CatalogueSource } | null> {
    const id = await resolveLegacyId(db, rawId).catch(() => rawId);
    const key = `event:${lang}:${id}`;
    const cached = details.get(key);
    if (cached && clock.now() - cached.fetchedAt < freshMs / 2) return { event: cached.value, source: "provider" };

    const fromProvider = coolingDown(key) ? undefined : await within(refreshDetails(id, lang), coldWaitMs * 1.5);
    if (fromProvider && fromProvider !== TIMED_OUT) return { event: fromProvider, source: "provider" };
    if (cached && fromProvider !== null) return { event: cached.value, source: "stale" };

    const stored = await findDatabaseEvent(db, id, lang).catch(() => null);
    if (stored) return { event: stored, source: "database" };
    // The provider answered that it does not know this id: nothing else is more current.
    if (fromProvider === null) return null;

    const list = await listEvents(lang);
    const listed = list.events.find((event) => event.eventId === id);
    if (listed) return { event: listed, source: list.source };
    return null;
  }

  /**
   * What a language's list is served from now, for the readiness check: the provider's answer while it is
   * fresh; else one refresh is tried (as a page would, within the cold wait) and, when the provider does not
   * answer, the fallback a page would get is named: the last good answer ("stale", with its age) or the
   * snapshot, our database's concerts, the built-in sample. Logs nothing of its own.
   */
  async function readiness(lang: Lang): Promise<{ source: CatalogueSource; fallback: boolean; ageMs: number | null }> {
    const key = `list:${lang}`;
    const age = () => {
      const cached = lists.get(lang);
      return cached ? clock.now() - cached.fetchedAt : null;
    };
    const fresh = () => {
      const ageMs = age();
      return ageMs !== null && ageMs < freshMs;
    };
    if (!fresh() && !coolingDown(key)) await within(refreshList(lang), coldWaitMs);
    if (fresh()) return { source: "provider", fallback: false, ageMs: age() };
    if (lists.has(lang)) return { source: "stale", fallback: true, ageMs: age() };
    return { source: (await fallbackList(lang)).source, fallback: true, ageMs: null };
  }

  return {
    listEvents,
    getEvent,
    readiness,
    /** For the metrics: when each language's list last came from the provider, and the provider's failures so far. */
    stats: () => ({ providerErrors, answeredAt: Object.fromEntries([...lists].map(([lang, cached]) => [lang, cached.fetchedAt])) as Partial<Record<Lang, number>> }),
    getChart: client.getChart,
    /** Drops cached answers (tests; an admin "refresh" later). */
    clear() {
      lists.clear();
      details.clear();
      seatCounts.clear();
      failedAt.clear();
    },
  };
}

export type ConcertCatalogue = ReturnType<typeof createConcertCatalogue>;
