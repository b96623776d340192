/**
 * `npm run bench`: the performance budgets of ARCHITECTURE section 6, measured on this machine
 * against the production build, printed as one table and written to docs/perf.md.
 */
import { execSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type LighthouseFigures, lighthouseFailures, lighthouseMedian } from "./lighthouse-runs";
import { baselineServer, load, LOAD_CONNECTIONS, LOAD_SECONDS, type LoadFigures } from "./load";
import { benchLists } from "./lists";
import { adminOnlyFiles, firstLoadBytes, type PageBytes } from "./page-bytes";
import { newDataDir, rssMb, startServer } from "./server-process";

const root = path.resolve(import.meta.dirname, "../..");
const PAGES = ["/am", "/en", "/en/concerts", "/ru/concerts?filter=orchestra", "/en/orchestra/event/1001"];
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100, jsKb: 145, ssrShare: 0.25, ssrP99Ms: 100, apiShare: 0.5 };
const NOTES_HEADING = "## What was changed to meet the budgets";
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");

async function main() {
  const quick = process.argv.includes("--quick");
  const lines: string[] = [];
  const say = (line = "") => {
    lines.push(line);
    console.log(line);
  };
  // `--only=lists` runs that one section and prints it; docs/perf.md is written by full runs only.
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  if (only === "lists") return benchLists(say);
  if (only) throw new Error(`--only=${only}: the only section that runs alone is "lists"`);

  const fresh = await startServer(await newDataDir());
  const coldFreshMs = fresh.startupMs;
  await fresh.stop();
  const server = await startServer(fresh.dataDir);
  const coldExistingMs = server.startupMs;
  for (const page of PAGES) await fetch(server.url + page); // warm the caches once
  const idleRss = await rssMb(server.child.pid!);

  const commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim();
  say(`# Performance figures`);
  say();
  say(`Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commit}, by \`npm run bench\`${quick ? " --quick (one Lighthouse run per page)" : ""}.`);
  say();

  say(`## Lighthouse (mobile emulation, Debian Chromium, median of ${quick ? 1 : 3})`);
  say();
  say(row(["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS"]));
  say(row(Array(8).fill("---")));
  const misses: string[] = [];
  for (const page of PAGES) {
    const figures: LighthouseFigures = await lighthouseMedian(server.url + page, quick ? 1 : 3);
    say(row([page, figures.performance, figures.accessibility, figures.bestPractices, figures.seo, figures.lcpMs.toFixed(0), figures.tbtMs.toFixed(0), figures.cls.toFixed(3)]));
    const ok =
      figures.performance >= BUDGET.performance && figures.accessibility >= BUDGET.accessibility && figures.bestPractices >= BUDGET.bestPractices && figures.seo >= BUDGET.seo;
    if (!ok) misses.push(`${page}: ${(await lighthouseFailures(server.url + page)).join("; ")}`);
  }
  say();
  if (misses.length) {
    say("Audits costing points where a budget was missed:");
    for (const miss of misses) say(`- ${miss}`);
    say();
  }

  say("## First-load bytes on the wire (gzip/brotli as served), KB");
  say();
  const adminFiles = await adminOnlyFiles(path.join(root, "build/client"));
  say(row(["page", "JS", "CSS", "fonts", "images", "HTML", "largest JS chunk", "admin files loaded", `JS ≤ ${BUDGET.jsKb} KB`]));
  say(row(Array(9).fill("---")));
  for (const page of PAGES) {
    const bytes: PageBytes = await firstLoadBytes(server.url + page, adminFiles);
    say(
      row([page, kb(bytes.js), kb(bytes.css), kb(bytes.fonts), kb(bytes.images), kb(bytes.html), `${bytes.largestJs.file} (${kb(bytes.largestJs.bytes)})`, bytes.adminFilesLoaded.length ? bytes.adminFilesLoaded.join(", ") : "none", mark(bytes.js / 1024 <= BUDGET.jsKb)]),
    );
  }
  say();
  say(`${adminFiles.size} browser files belong to admin routes only.`);
  say();

  say(`## Server throughput on loopback (autocannon, ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections)`);
  say();
  const home = await (await fetch(`${server.url}/en`)).text();
  const baseline = await baselineServer(Buffer.byteLength(home));
  const targets: [string, string, Record<string, string>, number | null][] = [
    [`baseline: node:http, ${kb(Buffer.byteLength(home))} KB static body`, baseline.url, {}, null],
    ["SSR /en", `${server.url}/en`, {}, BUDGET.ssrShare],
    ["SSR /en/concerts", `${server.url}/en/concerts`, {}, BUDGET.ssrShare],
    ["GET /api/eventhub-proxy/Event/GetEvents (warm)", `${server.url}/api/eventhub-proxy/Event/GetEvents`, { "Content-Language": "en" }, BUDGET.apiShare],
    ["GET /api/events/coming-soon?language=en", `${server.url}/api/events/coming-soon?language=en`, {}, BUDGET.apiShare],
  ];
  say(row(["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "share of baseline", "budget"]));
  say(row(Array(7).fill("---")));
  let baselineRps = 0;
  for (const [label, url, headers, share] of targets) {
    const figures: LoadFigures = await load(url, headers);
    if (share === null) baselineRps = figures.requestsPerSecond;
    const ratio = figures.requestsPerSecond / baselineRps;
    const isSsr = label.startsWith("SSR");
    const ok = share === null || (ratio >= share && (!isSsr || figures.p99Ms < BUDGET.ssrP99Ms));
    say(
      row([label, figures.requestsPerSecond.toFixed(0), figures.p50Ms, figures.p99Ms, figures.non2xx, share === null ? "1.00" : ratio.toFixed(2), share === null ? "" : `≥ ${share}${isSsr ? `, p99 < ${BUDGET.ssrP99Ms} ms` : ""}: ${mark(ok)}`]),
    );
  }
  baseline.close();
  const loadedRss = await rssMb(server.child.pid!);
  say();

  say("## Memory and cold start");
  say();
  say(row(["figure", "value"]));
  say(row(["---", "---"]));
  say(row(["server RSS idle (after one visit of each page)", `${idleRss.toFixed(0)} MB`]));
  say(row(["server RSS at the end of the load", `${loadedRss.toFixed(0)} MB`]));
  say(row(["cold start to first /healthz 200, fresh DATA_DIR (migrations, seeds)", `${coldFreshMs.toFixed(0)} ms`]));
  say(row(["cold start to first /healthz 200, existing DATA_DIR", `${coldExistingMs.toFixed(0)} ms`]));
  await server.stop();
  say();

  await benchLists(say);

  if (!quick) {
    // The hand-written account of what was changed to reach these figures stays below them.
    const file = path.join(root, "docs/perf.md");
    const previous = await readFile(file, "utf8").catch(() => "");
    const notes = previous.includes(NOTES_HEADING) ? previous.slice(previous.indexOf(NOTES_HEADING)) : `${NOTES_HEADING}\n`;
    await writeFile(file, `${lines.join("\n")}\n\n${notes}`);
  }
}

await main();
