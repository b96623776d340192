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
import { rushSection } from "./rush";
import { scaleSection } from "./scale";
import { searchSection } from "./search";
import { newDataDir, rssMb, type RunningServer, startServer } from "./server-process";

const root = path.resolve(import.meta.dirname, "../..");
// Every public page kind in each language (the content they show: ./page-content.ts): home, listing, filtered listing,
// a concert, a past concert, an artist, a series, a concert's digital programme, a search, the archive, the saved
// concerts, Plan your visit, the people and support pages, the hall's and orchestra's history, the gift card, the
// newsletter page, and the venue pages with their forms.
const pageKinds = (pastConcert: string) => [
  "",
  "/concerts",
  "/concerts?filter=orchestra",
  `/orchestra/event/${PROGRAMME_EVENT}`,
  `/orchestra/event/${pastConcert}`,
  `/artists/${ARTIST_SLUG}`,
  `/series/${SERIES_SLUG}`,
  `/orchestra/event/${PROGRAMME_EVENT}/programme`,
  "/search?q=khachaturian",
  "/archive",
  "/saved",
  "/visit",
  "/people",
  "/support",
  "/about/history",
  "/orchestra/history",
  "/orchestra/giftCard",
  "/newsletter",
  "/venue/rent",
  "/venue/visit",
  "/venue/vip-balcony",
  "/venue/harmony",
  "/venue/accessibility",
];
const LANGS = ["am", "en", "ru"] as const;
const pagesOf = (kinds: string[]) => kinds.flatMap((kind) => LANGS.map((lang) => `/${lang}${kind}`));
// Pages kept out of search engines by design (robots noindex): their SEO score is not a goal.
const NOT_INDEXED = [/\/programme$/, /\/search\?/, /\/saved$/];
const indexed = (page: string) => !NOT_INDEXED.some((pattern) => pattern.test(page));
const BUDGET = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1600, jsKb: 105, inlineDataKb: 5, rssMb: 230, pictureWidthPx: 800, homeImagesKb: 36.2 * 0.6 };
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
const firstVisits = (pages: string[]) => [
  ...pages,
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
  // The on-sale rush (two instances on PostgreSQL behind a balancer) and the new work at scale, on their own.
  if (only === "rush") return rushSection(say);
  if (only === "scale") return scaleSection(say);

  const fresh = await startServer(await newDataDir(), BENCH_ADMIN_ENV);
  const coldFreshMs = fresh.startupMs;
  const { pastConcert } = await addPageContent(fresh.url);
  const pages = pagesOf(pageKinds(pastConcert));
  const FIRST_VISITS = firstVisits(pages);
  const firstStartRss = await rssMb(fresh.child.pid!);
  // Every page and API read once at least (120 requests, or as many as there are kinds).
  const visits = Math.max(120, FIRST_VISITS.length);
  for (let i = 0; i < visits; i++) await (await fetch(fresh.url + FIRST_VISITS[i % FIRST_VISITS.length])).arrayBuffer();
  const firstVisitsRss = await rssMb(fresh.child.pid!);
  await fresh.stop();
  const server = await startServer(fresh.dataDir, BENCH_ADMIN_ENV);
  const coldExistingMs = server.startupMs;
  for (const page of pages) await fetch(server.url + page); // warm the caches once
  const idleRss = await rssMb(server.child.pid!);

  const commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim();
  say(`# Performance figures`);
  say();
  say(`Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commit}, by \`npm run bench\`${quick ? " --quick (one Lighthouse run per page)" : ""}.`);
  say();

  if (part("lighthouse")) await lighthouseSection(server.url, pages, say, quick ? 1 : 3);
  if (part("bytes")) await bytesSection(server.url, pages, say);
  if (part("throughput")) await throughputSection(server, say);
  if (!only) await visitorFiguresSection(say);
  const loadedRss = await rssMb(server.child.pid!);
  say();

  say("## Memory and cold start");
  say();
  say(row(["figure", "value"]));
  say(row(["---", "---"]));
  say(row(["server RSS after the first start on empty data", `${firstStartRss.toFixed(0)} MB`]));
  say(row([`server RSS after the first start on empty data and ${visits} page and API requests (every page kind, the jobs running)`, `${firstVisitsRss.toFixed(0)} MB (≤ ${BUDGET.rssMb}: ${mark(firstVisitsRss <= BUDGET.rssMb)})`]));
  say(row(["server RSS idle, restarted on existing data (after one visit of each page)", `${idleRss.toFixed(0)} MB`]));
  say(row(["server RSS at the end of the load", `${loadedRss.toFixed(0)} MB`]));
  say(row(["cold start to first /healthz 200, fresh DATA_DIR (migrations, seeds)", `${coldFreshMs.toFixed(0)} ms`]));
  say(row(["cold start to first /healthz 200, existing DATA_DIR", `${coldExistingMs.toFixed(0)} ms`]));
  await server.stop();
  say();

  if (part("growth")) await growthSection(say);
  if (part("search")) await searchSection(say);
  if (part("lists")) await benchLists(say);
  if (!only) await rushSection(say);
  if (!only) await scaleSection(say);

  // Every full run writes docs/perf.md; a `--quick` one says so in its first line (one Lighthouse run a page, not three).
  if (!only) {
    // The hand-written account of what was changed to reach these figures stays below them.
    const file = path.join(root, "docs/perf.md");
    const previous = await readFile(file, "utf8").catch(() => "");
    const notes = previous.includes(NOTES_HEADING) ? previous.slice(previous.indexOf(NOTES_HEADING)) : `${NOTES_HEADING}\n`;
    await writeFile(file, `${lines.join("\n")}\n\n${notes}`);
  }
}

async function lighthouseSection(origin: string, pages: string[], say: Say, runs: number) {
  say(`## Lighthouse (mobile emulation, Debian Chromium, median of ${runs})`);
  say();
  say(row(["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS", "at the goals"]));
  say(row(Array(9).fill("---")));
  const misses: string[] = [];
  const measure = async (label: string, page: string, returning: boolean) => {
    const figures: LighthouseFigures = await lighthouseMedian(origin + page, runs, { returning });
    const ok =
      figures.performance >= BUDGET.performance &&
      figures.accessibility >= BUDGET.accessibility &&
      figures.bestPractices >= BUDGET.bestPractices &&
      (!indexed(page) || figures.seo >= BUDGET.seo) &&
      figures.lcpMs <= BUDGET.lcpMs &&
      figures.cls === 0;
    const seo = indexed(page) ? String(figures.seo) : `${figures.seo} (noindex)`;
    say(row([label, figures.performance, figures.accessibility, figures.bestPractices, seo, figures.lcpMs.toFixed(0), figures.tbtMs.toFixed(0), figures.cls.toFixed(3), mark(ok)]));
    if (!ok) misses.push(`${label}: ${(await lighthouseFailures(origin + page)).join("; ")}`);
  };
  for (const page of pages) await measure(page, page, false);
  // A returning visitor: the programme's service worker installed by an earlier visit, which the runs keep.
  for (const page of pages.filter((candidate) => candidate.endsWith("/programme"))) await measure(`${page} (returning, service worker installed)`, page, true);
  say();
  if (misses.length) {
    say("Audits costing points where a budget was missed:");
    for (const miss of misses) say(`- ${miss}`);
    say();
  }

  say(`Goals: performance ≥ ${BUDGET.performance} with LCP ≤ ${BUDGET.lcpMs} ms and CLS 0, accessibility and best practices 100, SEO ${BUDGET.seo} on the pages search engines may index.`);
  say();
}

async function bytesSection(origin: string, pages: string[], say: Say) {
  say("## First-load bytes on the wire (gzip/brotli as served), KB");
  say();
  const adminFiles = await adminOnlyFiles(path.join(root, "build/client"));
  say(row(["page", "JS", "JS as gzip", "inline data KB", "CSS", "fonts", "images", "widest picture px", "HTML", "largest JS chunk", "admin files loaded", "at the goals"]));
  say(row(Array(12).fill("---")));
  for (const page of pages) {
    const bytes: PageBytes = await firstLoadBytes(origin + page, adminFiles);
    const home = /^\/(am|en|ru)$/.test(page);
    const ok =
      bytes.js / 1024 <= BUDGET.jsKb &&
      bytes.inlineData.gzip / 1024 <= BUDGET.inlineDataKb &&
      bytes.widestImagePx <= BUDGET.pictureWidthPx &&
      (!home || bytes.images / 1024 <= BUDGET.homeImagesKb);
    say(
      row([
        page,
        kb(bytes.js),
        kb(bytes.jsGzip),
        `${kb(bytes.inlineData.gzip)} (${kb(bytes.inlineData.raw)} plain)`,
        kb(bytes.css),
        kb(bytes.fonts),
        home ? `${kb(bytes.images)} (≤ ${BUDGET.homeImagesKb.toFixed(1)})` : kb(bytes.images),
        bytes.widestImagePx || "none",
        kb(bytes.html),
        `${bytes.largestJs.file} (${kb(bytes.largestJs.bytes)})`,
        bytes.adminFilesLoaded.length ? bytes.adminFilesLoaded.join(", ") : "none",
        mark(ok),
      ]),
    );
  }
  say();
  say(`Goals, at 390 px before any click: JS ≤ ${BUDGET.jsKb} KB, inline data ≤ ${BUDGET.inlineDataKb} KB, no picture wider than ${BUDGET.pictureWidthPx} px (a gallery's large files wait for its lightbox), and the home page's pictures ≤ ${BUDGET.homeImagesKb.toFixed(1)} KB (60% of the 36.2 KB measured at 13ae9c3).`);
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
