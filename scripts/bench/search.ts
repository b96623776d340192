import http from "node:http";
import { newDataDir, rssMb, startServer } from "./server-process";

type Say = (line?: string) => void;
/** Concerts in the sandbox, and how many queries each size gets at least (a query over 10,000 concerts takes long enough that fewer tell as much). */
const SIZES: [concerts: number, runs: number][] = [
  [12, 60],
  [1_000, 24],
  [10_000, 6],
];
const QUERIES = ["Khachaturian", "Хачатурян", "Խաչատրյան", "khach", "Komitas", "Шостакович", "organ", "Khachaturain", "rental", "Gayane", "quartet", "Рахманинов"];
const LANGUAGES = ["en", "ru", "am"] as const;
// How long the server's catalogue keeps a provider answer before it reads it again (catalogue.server.ts).
const CATALOGUE_FRESH_MS = 60_000;
// A query not answered by then counts as this long and as timed out.
const TIMEOUT_MS = 180_000;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

/**
 * One GET on a connection of its own (a slow answer cannot leave a kept-alive socket to be
 * reused just as the server closes it), timed to its last byte; null when it timed out or failed.
 */
function timedGet(url: string): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { "Accept-Encoding": "gzip" }, timeout: TIMEOUT_MS }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode === 200 ? performance.now() - started : null));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(null));
  });
}

/**
 * Until the whole sandbox catalogue is searchable: the demo's few concerts can be indexed before the
 * large catalogue arrives, and one refresh writes all of it, so a large catalogue is in once a query
 * its copies match answers a full page of concerts.
 */
async function indexed(url: string, concerts: number): Promise<number> {
  const started = performance.now();
  const wanted = concerts > 100 ? 45 : 1;
  for (;;) {
    // A poll that fails (the connection reset while the first refresh of a large catalogue holds the
    // server busy) is tried again until the deadline below.
    const answer = await fetch(`${url}/api/search?q=Khachaturian&language=en&limit=50&wait=${performance.now()}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((response) => response.json() as Promise<{ results: { type: string }[] }>)
      .catch(() => ({ results: [] }));
    if (answer.results.filter((result) => result.type === "concert").length >= wanted) return performance.now() - started;
    if (performance.now() - started > 300_000) throw new Error("the search index did not fill within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Asks for a small static file every 50 ms until `stop` is called, and keeps the longest answer: while
 * the server's one thread is busy (folding the catalogue for the index, or the embedded database
 * running a query), every other visitor waits that long too.
 */
function stallProbe(url: string): { stop(): Promise<number> } {
  let longest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const took = await timedGet(`${url}/favicon.ico`);
      longest = Math.max(longest, took ?? TIMEOUT_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return longest;
    },
  };
}

function spread(times: (number | null)[]): { median: string; p95: string; failed: number } {
  const done = times.map((time) => time ?? TIMEOUT_MS).sort((a, b) => a - b);
  const at = (share: number) => done[Math.min(done.length - 1, Math.floor(done.length * share))]!.toFixed(0);
  return { median: at(0.5), p95: at(0.95), failed: times.filter((time) => time === null).length };
}

/** Search latency as the catalogue grows: the API and the search page, each query at a new address so nothing kept answers it. */
export async function searchSection(say: Say) {
  say("## Search as the catalogue grows");
  say();
  say(
    `\`GET /api/search\` (limit 20) and the search page \`/{lang}/search?q=\`, one query after another (with 1,000 concerts or more, for at least ${(CATALOGUE_FRESH_MS + 5_000) / 1000} s, so that the catalogue's refresh and the index's re-read of it fall among them), in three scripts with a typo and prefixes among them, each at a new address so nothing kept answers; the sandbox holds \`EVENTHUB_SANDBOX_EVENTS\` concerts, indexed in three languages. A query not answered in ${TIMEOUT_MS / 1000} s counts as that long. Longest stall: the slowest of the requests for a small static file sent every 50 ms while the queries ran (how long the server's thread was held from everyone).`,
  );
  say();
  say(row(["concerts in the catalogue", "queries", "first index ms (after start)", "API median ms", "API p95 ms", "page median ms", "page p95 ms", "longest stall ms", "timed out", "server RSS after (peak), MB"]));
  say(row(Array(10).fill("---")));
  for (const [size, runs] of SIZES) {
    // One client asks every query: the per-address search limit (SEARCHES_PER_MINUTE) would otherwise answer 429 to most.
    const server = await startServer(await newDataDir(), { EVENTHUB_SANDBOX_EVENTS: String(size), SEARCHES_PER_MINUTE: "1000000" });
    let peak = 0;
    const sampler = setInterval(() => void rssMb(server.child.pid!).then((rss) => (peak = Math.max(peak, rss)), () => {}), 250);
    try {
      await fetch(`${server.url}/en/concerts`);
      const indexMs = await indexed(server.url, size);
      const api: (number | null)[] = [];
      const page: (number | null)[] = [];
      const probe = stallProbe(server.url);
      // Over a large catalogue the queries go on for longer than the catalogue stays fresh, so its
      // refresh (and the index's re-read of it) falls among them, as it does for visitors.
      const until = performance.now() + (size >= 1_000 ? CATALOGUE_FRESH_MS + 5_000 : 0);
      for (let i = 0; i < runs || performance.now() < until; i++) {
        const q = encodeURIComponent(QUERIES[i % QUERIES.length]!);
        const language = LANGUAGES[i % LANGUAGES.length]!;
        api.push(await timedGet(`${server.url}/api/search?q=${q}&language=${language}&run=${i}`));
        page.push(await timedGet(`${server.url}/${language}/search?q=${q}&run=${i}`));
      }
      const stall = await probe.stop();
      const rss = await rssMb(server.child.pid!);
      const a = spread(api);
      const p = spread(page);
      say(row([size.toLocaleString("en"), api.length, indexMs.toFixed(0), a.median, a.p95, p.median, p.p95, stall.toFixed(0), a.failed + p.failed, `${rss.toFixed(0)} (${Math.max(peak, rss).toFixed(0)})`]));
    } finally {
      clearInterval(sampler);
      await server.stop();
    }
  }
  say();
}
