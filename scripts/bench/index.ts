/**
 * `npm run bench`: the performance budgets (the last column of docs/perf.md), measured on this machine
 * against the production build, printed as one table and written to docs/perf.md.
 */
import { execSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type LighthouseFigures, lighthouseFailures, lighthouseMedian } from "./lighthouse-runs";
import { againstBare, LOAD_CONNECTIONS, LOAD_SECONDS } from "./load";
import { hostCheckCost } from "./host-check";
import { benchLists } from "./lists";
import { visitorFiguresSection } from "./visitor-figures";
import { benchCampaign } from "./campaigns";
import { adminOnlyFiles, firstLoadBytes, type PageBytes } from "./page-bytes";
import { addPageContent, ARTIST_SLUG, BENCH_ADMIN_ENV, PROGRAMME_EVENT, SERIES_SLUG } from "./page-content";
import { searchSection } from "./search";
import { newDataDir, rssMb, type RunningServer, startServer } from "./server-process";

const root = path.resolve(import.meta.dirname, "../..");
// Every public page kind in each language: home, listing, filtered listing, a concert, an artist, a
// series, a concert's digital programme and a search (the content they show: ./page-content.ts).
const PAGE_KINDS = [
  "",
  "/concerts",
  "/concerts?filter=orchestra",
  `/orchestra/event/${PROGRAMME_EVENT}`,
  `/artists/${ARTIST_SLUG}`,
  `/series/${SERIES_SLUG}`,
  `/orchestra/event/${PROGRAMME_EVENT}/programme`,
  "/search?q=khachaturian",
];
const PAGES = PAGE_KINDS.flatMap((kind) => ["am", "en", "ru"].map((lang) => `/${lang}${kind}`));
const BUDGET = { performance: 98, accessibility: 100, bestPractices: 95, seo: 100, lcpMs: 1800, jsKb: 120, inlineDataKb: 5, rssMb: 250 };
/** Each load target, the share of the bare server's throughput it must reach, and the headers it is asked with. */
const THROUGHPUT: [label: string, path: string, goal: number, headers?: Record<string, string>][] = [
  ["SSR /en (kept page)", "/en", 0.7],
  ["SSR /am/concerts", "/am/concerts", 0.7],
  ["GET /api/events", "/api/events", 0.7],
  ["GET /api/events/coming-soon?language=en", "/api/events/coming-soon?language=en", 0.7],
  ["GET /api/advert-banners/active", "/api/advert-banners/active", 0.7],
  ["GET /api/eventhub-proxy/Event/GetEvents (warm)", "/api/eventhub-proxy/Event/GetEvents", 0.7, { "Content-Language": "en" }],
  ["event page /en/orchestra/event/1001", "/en/orchestra/event/1001", 0.7],
  [`artist page /en/artists/${ARTIST_SLUG}`, `/en/artists/${ARTIST_SLUG}`, 0.7],
  [`series page /en/series/${SERIES_SLUG}`, `/en/series/${SERIES_SLUG}`, 0.7],
  ["search page /en/search?q=Khachaturian", "/en/search?q=Khachaturian", 0.7],
  ["GET /api/search?q=Khachaturian&language=en", "/api/search?q=Khachaturian&language=en", 0.7],
];
const GROWTH_SIZES = [12, 1_000, 10_000];
// The first visits after a start on empty data, as the memory goal counts them: pages and API reads in turn.
const FIRST_VISITS = [
  ...PAGES,
  "/api/events",
  "/api/events/coming-soon?language=en",
  "/api/advert-banners/active",
  "/en/about/history",
  "/ru/venue/rent",
  "/api/search?q=komitas&language=en",
];
const NOTES_HEADING = "## What was changed to meet the budgets";
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");
type Say = (line?: string) => void;

async function main() {
  const quick = process.argv.includes("--quick");
  // `--only=lighthouse|bytes|throughput|growth|search` measures one part (memory and start-up are always measured),
  // `--only=lists` the admin lists alone, `--only=figures` the visitor counting's cost on a kept page, `--only=campaign` a 10,000-subscriber
  // newsletter campaign alone; docs/perf.md is written by every run of all the parts (`--quick` included, and named).
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const part = (name: string) => !only || only === name;
  const lines: string[] = [];
  const say = (line = "") => {
    lines.push(line);
    console.log(line);
  };
  // The admin lists run on a database of their own, without the servers below.
  if (only === "lists") return benchLists(say);
  // The visitor figures' cost on a kept page, counting on against off, on servers of their own.
  if (only === "figures") return void (await visitorFiguresSection(say));
  // So does the newsletter campaign, with its 10,000 subscribers and an SMTP server.
  if (only === "campaign") return benchCampaign(say);

  const fresh = await startServer(await newDataDir(), BENCH_ADMIN_ENV);
  const coldFreshMs = fresh.startupMs;
  await addPageContent(fresh.url);
  const firstStartRss = await rssMb(fresh.child.pid!);
  for (let i = 0; i < 120; i++) await (await fetch(fresh.url + FIRST_VISITS[i % FIRST_VISITS.length])).arrayBuffer();
  const firstVisitsRss = await rssMb(fresh.child.pid!);
  await fresh.stop();
  const server = await startServer(fresh.dataDir, BENCH_ADMIN_ENV);
  const coldExistingMs = server.startupMs;
  for (const page of PAGES) await fetch(server.url + page); // warm the caches once
  const idleRss = await rssMb(server.child.pid!);

  const commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim();
  say(`# Performance figures`);
  say();
  say(`Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commit}, by \`npm run bench\`${quick ? " --quick (one Lighthouse run per page)" : ""}.`);
  say();

  if (part("lighthouse")) await lighthouseSection(server.url, say, quick ? 1 : 3);
  if (part("bytes")) await bytesSection(server.url, say);
  if (part("throughput")) await throughputSection(server, say);
  if (!only) await visitorFiguresSection(say);
  const loadedRss = await rssMb(server.child.pid!);
  say();

  say("## Memory and cold start");
  say();
  say(row(["figure", "value"]));
  say(row(["---", "---"]));
  say(row(["server RSS after the first start on empty data", `${firstStartRss.toFixed(0)} MB`]));
  say(row(["server RSS after the first start on empty data and 120 page and API requests", `${firstVisitsRss.toFixed(0)} MB (≤ ${BUDGET.rssMb}: ${mark(firstVisitsRss <= BUDGET.rssMb)})`]));
  say(row(["server RSS idle, restarted on existing data (after one visit of each page)", `${idleRss.toFixed(0)} MB`]));
  say(row(["server RSS at the end of the load", `${loadedRss.toFixed(0)} MB`]));
  say(row(["cold start to first /healthz 200, fresh DATA_DIR (migrations, seeds)", `${coldFreshMs.toFixed(0)} ms`]));
  say(row(["cold start to first /healthz 200, existing DATA_DIR", `${coldExistingMs.toFixed(0)} ms`]));
  await server.stop();
  say();

  if (part("growth")) await growthSection(say);
  if (part("search")) await searchSection(say);
  if (part("lists")) await benchLists(say);

  // Every full run writes docs/perf.md; a `--quick` one says so in its first line (one Lighthouse run a page, not three).
  if (!only) {
    // The hand-written account of what was changed to reach these figures stays below them.
    const file = path.join(root, "docs/perf.md");
    const previous = await readFile(file, "utf8").catch(() => "");
    const notes = previous.includes(NOTES_HEADING) ? previous.slice(previous.indexOf(NOTES_HEADING)) : `${NOTES_HEADING}\n`;
    await writeFile(file, `${lines.join("\n")}\n\n${notes}`);
  }
}

async function lighthouseSection(origin: string, say: Say, runs: number) {
  say(`## Lighthouse (mobile emulation, Debian Chromium, median of ${runs})`);
  say();
  say(row(["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS"]));
  say(row(Array(8).fill("---")));
  const misses: string[] = [];
  for (const page of PAGES) {
    const figures: LighthouseFigures = await lighthouseMedian(origin + page, runs);
    say(row([page, figures.performance, figures.accessibility, figures.bestPractices, figures.seo, figures.lcpMs.toFixed(0), figures.tbtMs.toFixed(0), figures.cls.toFixed(3)]));
    const ok =
      figures.performance >= BUDGET.performance &&
      figures.accessibility >= BUDGET.accessibility &&
      figures.bestPractices >= BUDGET.bestPractices &&
      figures.seo >= BUDGET.seo &&
      figures.lcpMs <= BUDGET.lcpMs;
    if (!ok) misses.push(`${page}: ${(await lighthouseFailures(origin + page)).join("; ")}`);
  }
  say();
  if (misses.length) {
    say("Audits costing points where a budget was missed:");
    for (const miss of misses) say(`- ${miss}`);
    say();
  }

  say(`Goals: performance ≥ ${BUDGET.performance} with LCP ≤ ${BUDGET.lcpMs} ms, accessibility and SEO ${BUDGET.seo}, best practices ≥ ${BUDGET.bestPractices}.`);
  say();
}

async function bytesSection(origin: string, say: Say) {
  say("## First-load bytes on the wire (gzip/brotli as served), KB");
  say();
  const adminFiles = await adminOnlyFiles(path.join(root, "build/client"));
  say(row(["page", "JS", "JS as gzip", "inline data KB", "CSS", "fonts", "images", "HTML", "largest JS chunk", "admin files loaded", `JS ≤ ${BUDGET.jsKb} KB, inline data ≤ ${BUDGET.inlineDataKb} KB`]));
  say(row(Array(11).fill("---")));
  for (const page of PAGES) {
    const bytes: PageBytes = await firstLoadBytes(origin + page, adminFiles);
    const ok = bytes.js / 1024 <= BUDGET.jsKb && bytes.inlineData.gzip / 1024 <= BUDGET.inlineDataKb;
    say(
      row([
        page,
        kb(bytes.js),
        kb(bytes.jsGzip),
        `${kb(bytes.inlineData.gzip)} (${kb(bytes.inlineData.raw)} plain)`,
        kb(bytes.css),
        kb(bytes.fonts),
        kb(bytes.images),
        kb(bytes.html),
        `${bytes.largestJs.file} (${kb(bytes.largestJs.bytes)})`,
        bytes.adminFilesLoaded.length ? bytes.adminFilesLoaded.join(", ") : "none",
        mark(ok),
      ]),
    );
  }
  say();
  say(`${adminFiles.size} browser files belong to admin routes only. JS is what crossed the wire: the build's brotli files (quality 11) to a browser that accepts brotli; \`JS as gzip\` is the same scripts gzipped as on-the-fly compression would send them. Inline data: the loader data React Router writes into the page for hydration (its \`streamController.enqueue\` scripts), gzipped as it travels inside the HTML, and in plain bytes.`);
  say();
}

async function throughputSection(server: RunningServer, say: Say) {
  say(`## Server throughput on loopback (autocannon, ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections)`);
  say();
  say(
    `Each target against a bare \`node:http\` process sending the very same bytes (gzipped once, as the server sends them to a client that accepts gzip) and the very same headers (CSP and the other security headers, \`ETag\`, \`Vary\`, caching), from one header object made once; the two take turns (${LOAD_SECONDS / 2} s each, twice) in this run. CPU µs is the process's own CPU time (user + system) per answer: unlike req/s, it does not move with whatever else the machine runs.`,
  );
  say();
  say(row(["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "bare node:http req/s", "share", "goal", "CPU µs per answer (bare)"]));
  say(row(Array(9).fill("---")));
  for (const [label, target, goal, headers = {}] of THROUGHPUT) {
    for (let i = 0; i < 2; i++) await (await fetch(server.url + target, { headers })).arrayBuffer(); // kept before the load
    const { ours, bare } = await againstBare(server.url + target, headers, server.child.pid!);
    const share = ours.requestsPerSecond / bare.requestsPerSecond;
    say(
      row([
        label,
        ours.requestsPerSecond.toFixed(0),
        ours.p50Ms,
        ours.p99Ms,
        ours.non2xx,
        bare.requestsPerSecond.toFixed(0),
        share.toFixed(2),
        `≥ ${goal}: ${mark(share >= goal)}`,
        `${ours.cpuUsPerRequest.toFixed(0)} (${bare.cpuUsPerRequest.toFixed(0)})`,
      ]),
    );
  }
  say();
  say(`The host check (\`createSiteOrigin\`, run before every answer, kept ones included): ${hostCheckCost().toFixed(0)} ns per request for a repeat of an accepted host (a million calls in this process).`);
  say();
}

/** The listing's cost as the catalogue grows: it shows a page of cards, so it must grow far slower than the catalogue. */
async function growthSection(say: Say) {
  say("## The listing as the catalogue grows");
  say();
  say("`/en/concerts` rendered afresh (a new address each time, so nothing kept is served), median of 10, with the sandbox holding `EVENTHUB_SANDBOX_EVENTS` concerts.");
  say();
  say(row(["concerts in the catalogue", "render ms", "HTML KB", "loader data KB"]));
  say(row(Array(4).fill("---")));
  for (const size of GROWTH_SIZES) {
    const server = await startServer(await newDataDir(), { EVENTHUB_SANDBOX_EVENTS: String(size) });
    await (await fetch(`${server.url}/en/concerts`)).text(); // the catalogue read once from the provider
    const times: number[] = [];
    let html = 0;
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      html = (await (await fetch(`${server.url}/en/concerts?bench=${i}`)).arrayBuffer()).byteLength;
      times.push(performance.now() - started);
    }
    const data = (await (await fetch(`${server.url}/en/concerts.data`)).arrayBuffer()).byteLength;
    await server.stop();
    times.sort((a, b) => a - b);
    say(row([size.toLocaleString("en"), times[5]!.toFixed(1), kb(html), kb(data)]));
  }
  say();
}

await main();
