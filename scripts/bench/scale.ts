/**
 * The new work at scale (`npm run bench -- --only=scale`): the media library's grid at 10,000 items, a page with
 * 1,000 versions, the alert watcher with 1,000 watched concerts and 10,000 alerts, the archive with 5,000 past
 * concerts. Each runs in this process on a test database (embedded, as `npm start` runs by default), so the
 * longest stall of this thread while it runs is the stall the server's thread would see.
 */
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { alertAddresses, alerts } from "../../app/db/schema/alerts";
import { artists } from "../../app/db/schema/artists";
import { concertProgrammes, concertRecords, programmePerformers } from "../../app/db/schema/programmes";
import { documentVersions, publishedDocuments } from "../../app/db/schema/published-documents";
import { concertSeries } from "../../app/db/schema/series";
import { createAlertWatcher } from "../../app/features/alerts/watcher.server";
import { LocalMediaStorage } from "../../app/features/media-uploads/storage.server";
import { pageDocument, pageStore } from "../../app/features/pages/pages.server";
import type { PageContent } from "../../app/features/pages/schema";
import { archivePage } from "../../app/features/programmes/archive.server";
import { createEventHubClient } from "../../app/eventhub/client.server";
import { createConcertCatalogue } from "../../app/features/concerts/catalogue.server";
import { createLogger } from "../../server/logger";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { fillLibrary, libraryGrid } from "./media-library";
import { startProvider } from "./rush";

const STALL_GOAL_MS = 100;
const VERSIONS = 1_000;
const WATCHED = 1_000;
const ALERTS = 10_000;
const PAST = 5_000;
/** The watcher's own bound on provider calls (app/features/alerts/watcher.server.ts), sampled this long. */
const CALLS_PER_MINUTE = 600;
const SAMPLE_MS = 10_000;

type Say = (line?: string) => void;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");

/** Runs `work` with the event loop watched: what it returns, its wall time and the longest stall of this thread meanwhile. */
async function watched<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; stallMs: number; cpuMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // A stall is recorded when the histogram's timer next fires: let it fire once more before reading.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  return { value, ms, stallMs: histogram.max / 1e6, cpuMs: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Median time of five runs, and the longest stall across all five. */
async function timed(work: () => Promise<unknown>) {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await watched(work));
  return { ms: median(runs.map((run) => run.ms)), stallMs: Math.max(...runs.map((run) => run.stallMs)) };
}

type Figure = [label: string, value: string, stallMs: number];

export async function scaleSection(say: Say) {
  const figures: Figure[] = [];
  figures.push(...(await mediaLibrary()));
  figures.push(...(await versionsOfAPage()));
  figures.push(...(await alertWatcher()));
  figures.push(...(await archive()));
  say(`## The new work at scale (in-process, embedded database)`);
  say();
  say(
    `Each figure's work run in the bench's own process on a fresh embedded database, as \`npm start\` runs by default, so the database's work is on the same thread; the longest stall is the event loop's largest delay while it runs (\`monitorEventLoopDelay\`, 5 ms resolution).`,
  );
  say();
  say(row(["work", "figure", "longest stall of the thread", `goal ≤ ${STALL_GOAL_MS} ms`]));
  say(row(Array(4).fill("---")));
  for (const [label, value, stallMs] of figures) say(row([label, value, `${stallMs.toFixed(0)} ms`, mark(stallMs <= STALL_GOAL_MS)]));
  say();
}

async function mediaLibrary(): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "scale-media-"));
  const database = await createTestDatabase();
  try {
    await fillLibrary(database.db);
    const run = await watched(() => libraryGrid(database.db, new LocalMediaStorage(dir)));
    const grid = run.value;
    return [
      [
        "media library grid, 10,000 items",
        `first page ${grid.first.toFixed(1)} ms, a search ${grid.search.toFixed(1)} ms, missing Armenian alt ${grid.missing.toFixed(1)} ms (median of 5)`,
        run.stallMs,
      ],
    ];
  } finally {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A published page (about 6 KB of text) given 1,000 versions as publishing stores them, then its history list and a restore. */
async function versionsOfAPage(): Promise<Figure[]> {
  const database = await createTestDatabase();
  const db = database.db;
  try {
    const name = pageDocument("hall-history", "en");
    const paragraph =
      "<p>The hall opened in 1933 and was rebuilt after the war; its organ, its boxes and its foyer have seen the orchestra's seasons since.</p>";
    const content = (n: number): PageContent => ({
      title: "The hall's history",
      lead: `Ninety years of music in Yerevan (version ${n}).`,
      blocks: Array.from({ length: 20 }, (_, i) =>
        i % 2 ? { type: "text" as const, html: paragraph.repeat(4) } : { type: "heading" as const, text: `Chapter ${i / 2 + 1}` },
      ),
    });
    const store = pageStore(db);
    await store.createPublished(name, content(1), { id: null, name: "bench" });
    const [page] = await db
      .select()
      .from(publishedDocuments)
      .where(and(eq(publishedDocuments.kind, "page"), eq(publishedDocuments.key, name.key), eq(publishedDocuments.lang, name.lang)));
    for (let from = 2; from <= VERSIONS; from += 200) {
      await db
        .insert(documentVersions)
        .values(
          Array.from({ length: Math.min(200, VERSIONS - from + 1) }, (_, i) => ({
            documentId: page!.id,
            number: from + i,
            content: content(from + i),
            by: "bench",
            summary: "lead",
          })),
        );
    }
    await db
      .update(publishedDocuments)
      .set({ published: content(VERSIONS), publishedVersion: VERSIONS })
      .where(eq(publishedDocuments.id, page!.id));
    const list = await timed(() => store.versions(name));
    const count = (await store.versions(name)).length;
    const [middle] = await db
      .select({ id: documentVersions.id })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, page!.id), eq(documentVersions.number, VERSIONS / 2)));
    const shown = await timed(() => store.version(name, middle!.id));
    const restore = await timed(() => store.restore(name, middle!.id, { id: null, name: "bench" }));
    return [
      [`page \`${name.key}\` (${name.lang}) with ${count.toLocaleString("en")} versions: the history list`, `${list.ms.toFixed(1)} ms`, list.stallMs],
      ["the same: one version with the one before it (its comparison)", `${shown.ms.toFixed(1)} ms`, shown.stallMs],
      ["the same: restore version 500 as the draft", `${restore.ms.toFixed(1)} ms`, restore.stallMs],
    ];
  } finally {
    await database.dispose();
  }
}

/** 1,000 concerts at the provider (a process of its own), each watched by 10 of 10,000 alerts from 2,500 confirmed addresses. */
async function alertWatcher(): Promise<Figure[]> {
  const provider = await startProvider(0, { events: WATCHED });
  const database = await createTestDatabase();
  const db = database.db;
  const log = createLogger({ level: "silent", pretty: false });
  try {
    const catalogue = createConcertCatalogue({ client: createEventHubClient({ baseUrl: provider.url, apiKey: undefined, log }), db, log, freshMs: 0 });
    const ids = (await catalogue.listEvents("am")).events.map((event) => event.eventId).slice(0, WATCHED);
    const addresses = ALERTS / 4;
    const langs = ["am", "en", "ru"] as const;
    await db
      .insert(alertAddresses)
      .values(
        Array.from({ length: addresses }, (_, i) => ({
          email: `watch-${i}@example.am`,
          status: "confirmed" as const,
          language: langs[i % 3]!,
          confirmedAt: new Date(),
        })),
      );
    const addressIds = (await db.select({ id: alertAddresses.id }).from(alertAddresses)).map((address) => address.id);
    const kinds = ["seats", "on-sale", "changes", "seats"] as const;
    const rows = addressIds.flatMap((addressId, a) =>
      kinds.map((kind, k) => {
        const eventId = ids[(a * 4 + k) % ids.length]!;
        return { addressId, kind, target: eventId, eventId, language: langs[a % 3]! };
      }),
    );
    for (let from = 0; from < rows.length; from += 1_000)
      await db
        .insert(alerts)
        .values(rows.slice(from, from + 1_000))
        .onConflictDoNothing();
    const [{ n: alertCount }] = (await db.select({ n: sql<number>`count(*)::int` }).from(alerts)) as [{ n: number }];

    // A tenth of the concerts sold out in the first round, seats back in the second: their waiting addresses get a message each.
    const soldOut = ids.filter((_, i) => i % 10 === 0);
    await setSeats(provider.url, Object.fromEntries(soldOut.map((id) => [id, 0])));
    const watcher = (callsPerMinute: number) =>
      createAlertWatcher({ db, catalogue, log, origin: "https://hall.example.am", wakeMail: () => {}, intervalMs: 60_000, callsPerMinute });
    const unpaced = watcher(1_000_000);
    const first = await watched(() => unpaced.runOnce());
    await setSeats(provider.url, Object.fromEntries(soldOut.map((id) => [id, 20])));
    const second = await watched(() => unpaced.runOnce());
    // The lease is the unpaced watcher's for a minute: freed for the next one.
    await db.execute(sql`delete from alert_jobs`);

    // At the watcher's own pace: provider calls in a minute, measured over a sample of the round.
    const paced = watcher(CALLS_PER_MINUTE);
    const sample = await watched(async () => {
      const round = paced.runOnce();
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      await paced.stop();
      return round;
    });
    const callsPerMinute = ((sample.value?.providerCalls ?? 0) / sample.ms) * 60_000;
    const roundOf = (run: typeof first) =>
      `${run.value?.concerts} concerts, ${run.value?.providerCalls} provider calls, ${run.value?.queued} messages queued: ${(run.ms / 1000).toFixed(1)} s, CPU ${(run.cpuMs / 1000).toFixed(1)} s (database included)`;
    return [
      [
        `alert watcher, ${ids.length.toLocaleString("en")} watched concerts and ${alertCount.toLocaleString("en")} alerts: a first round, unpaced`,
        roundOf(first),
        first.stallMs,
      ],
      [`the same: a round with ${soldOut.length} concerts' seats back, unpaced`, roundOf(second), second.stallMs],
      [
        `the same at its own pace (${CALLS_PER_MINUTE} calls a minute at most), ${SAMPLE_MS / 1000} s of a round`,
        `${callsPerMinute.toFixed(0)} provider calls a minute (≤ ${CALLS_PER_MINUTE}: ${mark(callsPerMinute <= CALLS_PER_MINUTE * 1.02)}); a whole round ≈ ${((ids.length / CALLS_PER_MINUTE) * 60).toFixed(0)} s`,
        sample.stallMs,
      ],
    ];
  } finally {
    await database.dispose();
    provider.stop();
  }
}

/** Sets the provider's seat counts, on a connection of its own (a kept one may have been closed while this thread was busy). */
async function setSeats(providerUrl: string, seats: Record<string, number>) {
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(new URL("__sandbox/seats", providerUrl), { method: "POST", agent: false, headers: { "Content-Type": "application/json" } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end(JSON.stringify(seats));
  });
  if (status !== 200) throw new Error(`sandbox seats: ${status}`);
}

/** 5,000 concerts that took place, one every day back from yesterday, stored as the programmes keep them (a record in each language). */
async function archive(): Promise<Figure[]> {
  const database = await createTestDatabase();
  const db = database.db;
  try {
    const person = (n: number) => ({ name: `Performer ${n}`, role: "soloist", bio: "" });
    const artistIds = (
      await db
        .insert(artists)
        .values(Array.from({ length: 60 }, (_, n) => ({ slug: `performer-${n}`, translations: { am: person(n), en: person(n), ru: person(n) } })))
        .returning({ id: artists.id })
    ).map((artist) => artist.id);
    const named = (n: number) => ({ name: `Series ${n}`, description: "" });
    const seriesIds = (
      await db
        .insert(concertSeries)
        .values(Array.from({ length: 6 }, (_, n) => ({ slug: `series-${n}`, translations: { am: named(n), en: named(n), ru: named(n) } })))
        .returning({ id: concertSeries.id })
    ).map((series) => series.id);
    const composers = [
      "Aram Khachaturian",
      "Komitas",
      "Tigran Mansurian",
      "Dmitri Shostakovich",
      "Sergei Rachmaninoff",
      "Ludwig van Beethoven",
      "Johannes Brahms",
    ];
    const text = (n: number, lang: string) => ({
      subtitle: `${lang} evening ${n}`,
      works: [0, 1, 2].map((w) => ({ composer: composers[(n + w) % composers.length]!, title: `Work ${(n * 3 + w) % 400}`, duration: "PT20M" })),
      notes: "<p>Notes.</p>",
      talk: null,
      notice: "",
      published: true,
    });
    const DAY = 86_400_000;
    for (let from = 0; from < PAST; from += 500) {
      const batch = Array.from({ length: Math.min(500, PAST - from) }, (_, i) => from + i);
      const eventId = (n: number) => `past-${n}`;
      await db
        .insert(concertProgrammes)
        .values(
          batch.map((n) => ({
            eventId: eventId(n),
            seriesId: n % 3 === 0 ? seriesIds[n % seriesIds.length]! : null,
            genres: [n % 2 ? "symphonic" : "chamber"],
            translations: { am: text(n, "am"), en: text(n, "en"), ru: text(n, "ru") },
          })),
        );
      await db
        .insert(concertRecords)
        .values(
          batch.flatMap((n) =>
            (["am", "en", "ru"] as const).map((lang) => ({
              eventId: eventId(n),
              languageCode: lang,
              startsAt: new Date(Date.now() - (n + 2) * DAY),
              event: { eventId: eventId(n), eventName: `${lang} concert ${n}` },
            })),
          ),
        );
      await db
        .insert(programmePerformers)
        .values(
          batch.flatMap((n) =>
            [0, 1].map((position) => ({ eventId: eventId(n), position, artistId: artistIds[(n + position) % artistIds.length]!, role: "soloist" })),
          ),
        );
    }
    await db.execute(sql`analyze`);
    const page = { season: null, composer: null, performer: null, series: null, genre: null, page: 1 };
    const firstPage = await timed(() => archivePage(db, "en", page));
    const filtered = await timed(() => archivePage(db, "en", { ...page, composer: "Komitas", page: 2 }));
    const { total } = await archivePage(db, "en", page);
    return [
      [
        `archive, ${PAST.toLocaleString("en")} past concerts (${total.toLocaleString("en")} listed): first page`,
        `${firstPage.ms.toFixed(1)} ms`,
        firstPage.stallMs,
      ],
      ["the same: second page of the concerts with works by Komitas", `${filtered.ms.toFixed(1)} ms`, filtered.stallMs],
    ];
  } finally {
    await database.dispose();
  }
}
