/**
 * An on-sale rush (`npm run bench -- --only=rush`): two production instances on one PostgreSQL database
 * behind a round-robin balancer, the ticketing provider answering in 300 ms, and three loads at once (concert
 * pages, the listing, GetChart for one concert), each with its own percentiles; beside it, the same page load
 * against two bare node:http processes behind the same balancer.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { SandboxOptions } from "../../app/eventhub/sandbox/sandbox-server";
import { createServerDatabase } from "../../tests/helpers/test-database";
import { freePort } from "../free-port";
import { answerAsSent, baselineServer, LOAD_HEADERS, LOAD_SECONDS } from "./load";
import { newDataDir, rssMb, type RunningServer, startServer } from "./server-process";

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PROVIDER_LATENCY_MS = 300;
const GOAL = { requestsPerSecond: 1_000, pageP99Ms: 50, chartP99Ms: 600, rssGrowthMb: 10 };
const CONNECTIONS = { pages: 40, listing: 20, chart: 60 };
const CHART_EVENT = "1001";
const LISTING = ["/am/concerts", "/en/concerts", "/ru/concerts"];
// Linux counts process CPU time in ticks of 10 ms (USER_HZ 100).
const TICK_MS = 10;
// Three rounds: the growth from the second to the third says whether memory is steady once the caches are full.
const ROUNDS = 3;
// Each instance's own /metrics tells what its RSS holds: V8's heap in use and the memory outside it (PGlite's is not here: PostgreSQL).
const METRICS_TOKEN = "rush-bench-metrics-token-0123456789";

type Memory = { rssMb: number; heapUsedMb: number; externalMb: number };

async function memoryOf(instance: RunningServer): Promise<Memory> {
  const text = await (await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { rssMb: await rssMb(instance.child.pid!), heapUsedMb: mb("nodejs_heap_size_used_bytes"), externalMb: mb("nodejs_external_memory_bytes") };
}

type Say = (line?: string) => void;
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");

// Its own process, so proxying does not share an event loop with the load. Hop-by-hop headers stay on
// their own hop; PUBLIC_URL names the site, so the Host header passes unchanged.
const BALANCER_SOURCE = `
process.once("message", ({ port, upstreams }) => {
  const http = require("node:http");
  const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 512 }));
  const own = (raw) => {
    const kept = [];
    for (let i = 0; i < raw.length; i += 2) if (!HOP.has(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1]);
    return kept;
  };
  let turn = 0;
  http.createServer((req, res) => {
    const index = turn++ % upstreams.length;
    const headers = own(req.rawHeaders);
    headers.push("X-Forwarded-For", req.socket.remoteAddress, "X-Forwarded-Proto", "http");
    // A kept connection the instance closed as the request left is the balancer's race, not the instance's
    // refusal: a GET goes again once, on a connection of its own, as production balancers retry it.
    const send = (agent) => {
      const upstream = http.request({ host: "127.0.0.1", port: upstreams[index], method: req.method, path: req.url, headers, agent }, (answer) => {
        res.writeHead(answer.statusCode, own(answer.rawHeaders));
        answer.pipe(res);
      });
      upstream.on("error", () => {
        if (agent && req.method === "GET" && !res.headersSent) return send(false);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      return upstream;
    };
    if (req.method === "GET") send(agents[index]).end();
    else req.pipe(send(agents[index]));
  }).listen(port, "127.0.0.1", () => process.send("ready"));
});
`;

// The provider in a process of its own, shared by both instances as a real one is.
const PROVIDER_SOURCE = `
const { startEventHubSandbox } = await import(process.env.SANDBOX_MODULE);
const sandbox = await startEventHubSandbox(JSON.parse(process.env.SANDBOX_OPTIONS));
sandbox.setFaults({ latencyMs: Number(process.env.LATENCY_MS) });
process.send(sandbox.url);
`;

export type Helper = { url: string; child: ChildProcess; stop(): void };

async function startBalancer(upstreams: string[], port?: number): Promise<Helper> {
  port ??= await freePort();
  const child = spawn(process.execPath, ["-e", BALANCER_SOURCE], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  child.send({ port, upstreams: upstreams.map((url) => Number(new URL(url).port)) });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}`, child, stop: () => child.kill() };
}

/** The EventHub sandbox in a process of its own, every partner call answered after `latencyMs`. */
export async function startProvider(latencyMs: number, options: SandboxOptions = {}): Promise<Helper> {
  const sandboxModule = path.resolve(import.meta.dirname, "../../app/eventhub/sandbox/sandbox-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", PROVIDER_SOURCE], {
    env: { ...process.env, SANDBOX_MODULE: sandboxModule, LATENCY_MS: String(latencyMs), SANDBOX_OPTIONS: JSON.stringify(options) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve) => child.once("message", (message) => resolve(String(message))));
  return { url, child, stop: () => child.kill() };
}

/** CPU ticks (user + system) a process has used so far. */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** The machine's busy and total CPU ticks so far (all cores), from /proc/stat. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const cpu = (await readFile("/proc/stat", "utf8")).split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { busy: total - cpu[3]! - cpu[4]!, total };
}

type Kind = { label: string; connections: number; requests: autocannon.Request[]; kept: boolean };
type KindFigures = { requests: number; seconds: number; p50Ms: number; p99Ms: number; non2xx: number; statuses: string[]; errors: number };

function load(url: string, kind: Kind, seconds: number): Promise<KindFigures> {
  return autocannon({ url, connections: kind.connections, duration: seconds, headers: LOAD_HEADERS, requests: kind.requests }).then((result) => ({
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {}).flatMap(([status, { count }]) => (status.startsWith("2") ? [] : [`${status} × ${count}`])),
    errors: result.errors + result.timeouts,
  }));
}

/** The coming concerts' ids as the listing shows them, from the provider through the site. */
async function concertIds(origin: string): Promise<string[]> {
  const events = (await (await fetch(`${origin}/api/eventhub-proxy/Event/GetEvents`, { headers: { "Content-Language": "en" } })).json()) as {
    eventId?: unknown;
    id?: unknown;
  }[];
  return events.map((event) => String(event.eventId ?? event.id)).slice(0, 4);
}

export async function rushSection(say: Say) {
  const database = await createServerDatabase(POSTGRES);
  const provider = await startProvider(PROVIDER_LATENCY_MS);
  const instances: RunningServer[] = [];
  const helpers: Helper[] = [provider];
  try {
    const balancerPort = await freePort();
    const publicUrl = `http://127.0.0.1:${balancerPort}`;
    // What README "Running more than one instance" asks every instance to share (no uploads here, so no S3_*).
    const shared = { DATABASE_URL: database.url, EVENTHUB_URL: provider.url, PUBLIC_URL: publicUrl, TRUST_PROXY: "loopback", METRICS_TOKEN };
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i++) instances.push(await startServer(await newDataDir(), shared));
    const balancer = await startBalancer(
      instances.map((instance) => instance.url),
      balancerPort,
    );
    helpers.push(balancer);

    const ids = await concertIds(publicUrl);
    const pages = ids.flatMap((id) => ["am", "en", "ru"].map((lang) => `/${lang}/orchestra/event/${id}`));
    const chartBody = JSON.stringify({ eventId: CHART_EVENT, backUrl: `${publicUrl}/en`, language: "en" });
    const kinds: Kind[] = [
      {
        label: `concert pages (${pages.length}: ${ids.length} concerts × 3 languages)`,
        connections: CONNECTIONS.pages,
        requests: pages.map((path) => ({ path })),
        kept: true,
      },
      { label: "the listing (3 languages)", connections: CONNECTIONS.listing, requests: LISTING.map((path) => ({ path })), kept: true },
      {
        label: `GetChart for concert ${CHART_EVENT}`,
        connections: CONNECTIONS.chart,
        requests: [
          { method: "POST", path: "/api/eventhub-proxy/Event/GetChart", headers: { "Content-Type": "application/json", ...LOAD_HEADERS }, body: chartBody },
        ],
        kept: false,
      },
    ];
    // Every page kept on both instances, and the provider's token taken, before the clock starts.
    for (const target of [...pages, ...LISTING, ...pages, ...LISTING]) await (await fetch(publicUrl + target)).arrayBuffer();
    const chart = await fetch(`${publicUrl}/api/eventhub-proxy/Event/GetChart`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: chartBody,
    });
    if (!chart.ok) throw new Error(`GetChart answered ${chart.status}: ${await chart.text()}`);

    const pids = instances.map((instance) => instance.child.pid!);
    const before = await Promise.all(pids.map(rssMb));
    const peak = [...before];
    const sampler = setInterval(() => {
      pids.forEach(
        (pid, i) =>
          void rssMb(pid)
            .then((rss) => (peak[i] = Math.max(peak[i]!, rss)))
            .catch(() => {}),
      );
    }, 250);
    const processes: [string, number][] = [
      ["instance 1", pids[0]!],
      ["instance 2", pids[1]!],
      ["balancer", balancer.child.pid!],
      ["provider", provider.child.pid!],
      ["bench (autocannon)", process.pid],
    ];
    const ticksBefore = await Promise.all(processes.map(([, pid]) => cpuTicks(pid)));
    const machineBefore = await machineTicks();
    const rounds: KindFigures[][] = [];
    const after: Memory[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push(await Promise.all(kinds.map((kind) => load(publicUrl, kind, LOAD_SECONDS))));
      after.push(await Promise.all(instances.map(memoryOf)));
    }
    clearInterval(sampler);
    const machineAfter = await machineTicks();
    const ticks = (await Promise.all(processes.map(([, pid]) => cpuTicks(pid)))).map((value, i) => value - ticksBefore[i]!);
    const seconds = ROUNDS * LOAD_SECONDS;

    const figures = kinds.map((_, k) => {
      const runs = rounds.map((round) => round[k]!);
      return {
        requestsPerSecond: runs.reduce((sum, run) => sum + run.requests, 0) / runs.reduce((sum, run) => sum + run.seconds, 0),
        p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
        p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
        non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        statuses: runs.flatMap((run) => run.statuses),
        errors: runs.reduce((sum, run) => sum + run.errors, 0),
      };
    });
    const total = figures.reduce((sum, one) => sum + one.requestsPerSecond, 0);
    const failed = figures.reduce((sum, one) => sum + one.non2xx + one.errors, 0);

    const bare = await bareBeside(
      kinds.filter((kind) => kind.kept),
      publicUrl + pages[0],
    );

    say(`## An on-sale rush: two instances on one PostgreSQL behind a balancer (${ROUNDS} rounds of ${LOAD_SECONDS} s, provider answering in ${PROVIDER_LATENCY_MS} ms)`);
    say();
    say(
      `Two \`npm start\` processes sharing \`DATABASE_URL\` (a fresh PostgreSQL database), \`EVENTHUB_URL\` (the sandbox in a process of its own, every partner call delayed ${PROVIDER_LATENCY_MS} ms), \`PUBLIC_URL\` and \`TRUST_PROXY\`, behind a round-robin \`node:http\` balancer with keep-alive agents; three autocannon loads at once (${CONNECTIONS.pages} + ${CONNECTIONS.listing} + ${CONNECTIONS.chart} connections). Bare: the same page loads against two bare \`node:http\` processes sending a concert page's bytes, behind the same balancer.`,
    );
    say();
    say(row(["load", "req/s", "p50 ms", "p99 ms", "non-2xx", "socket errors", "goal", "bare node:http req/s", "bare p99 ms"]));
    say(row(Array(9).fill("---")));
    kinds.forEach((kind, k) => {
      const one = figures[k]!;
      const goal = kind.kept ? GOAL.pageP99Ms : GOAL.chartP99Ms;
      const bareOne = kind.kept ? bare[kinds.filter((other) => other.kept).indexOf(kind)] : undefined;
      say(
        row([
          kind.label,
          one.requestsPerSecond.toFixed(0),
          one.p50Ms,
          one.p99Ms,
          one.statuses.length ? `${one.non2xx} (${one.statuses.join(", ")})` : one.non2xx,
          one.errors,
          `p99 ≤ ${goal} ms: ${mark(one.p99Ms <= goal)}`,
          bareOne ? bareOne.requestsPerSecond.toFixed(0) : "–",
          bareOne ? bareOne.p99Ms : "–",
        ]),
      );
    });
    const bareTotal = bare.reduce((sum, one) => sum + one.requestsPerSecond, 0);
    say(
      row([
        "**all**",
        total.toFixed(0),
        "",
        "",
        "",
        "",
        `≥ ${GOAL.requestsPerSecond.toLocaleString("en")} req/s, no error: ${mark(total >= GOAL.requestsPerSecond && failed === 0)}`,
        bareTotal.toFixed(0),
        "",
      ]),
    );
    say();
    const last = ROUNDS - 1;
    const roundColumns = Array.from({ length: ROUNDS }, (_, round) => `after round ${round + 1}: RSS / V8 heap used / external`);
    say(row(["instance", "RSS before", "peak during", ...roundColumns, `steady (round ${ROUNDS} − round ${ROUNDS - 1} ≤ ${GOAL.rssGrowthMb} MB)`]));
    say(row(Array(4 + ROUNDS).fill("---")));
    pids.forEach((_, i) => {
      const growth = after[last]![i]!.rssMb - after[last - 1]![i]!.rssMb;
      const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(0)} MB`;
      say(
        row([
          `instance ${i + 1}`,
          `${before[i]!.toFixed(0)} MB`,
          `${peak[i]!.toFixed(0)} MB`,
          ...after.map((memory) => `${memory[i]!.rssMb.toFixed(0)} / ${memory[i]!.heapUsedMb.toFixed(0)} / ${memory[i]!.externalMb.toFixed(0)} MB`),
          `${signed(growth)} (heap ${signed(after[last]![i]!.heapUsedMb - after[last - 1]![i]!.heapUsedMb)}): ${mark(growth <= GOAL.rssGrowthMb)}`,
        ]),
      );
    });
    say();
    // Shares of one core; the machine's counters sum all its cores, so what is not ours is PostgreSQL and any other work.
    const shares = ticks.map((value) => ((value * TICK_MS) / (seconds * 1000)) * 100);
    const ours = shares.reduce((sum, share) => sum + share, 0);
    const machine = ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * os.cpus().length * 100;
    say(
      `CPU during the rush, in shares of one core: ${processes.map(([name], i) => `${name} ${shares[i]!.toFixed(0)} %`).join(", ")}; PostgreSQL and all else on the machine ${Math.max(0, machine - ours).toFixed(0)} %; the machine ${machine.toFixed(0)} % of ${os.cpus().length * 100} %.`,
    );
    if (total < GOAL.requestsPerSecond) {
      const busiest = processes[shares.indexOf(Math.max(...shares))]![0];
      const bound = machine >= os.cpus().length * 100 * 0.9;
      say();
      say(
        bound
          ? `Below ${GOAL.requestsPerSecond.toLocaleString("en")} req/s because the machine was CPU bound (${machine.toFixed(0)} % of ${os.cpus().length * 100} %): this rush's processes took ${ours.toFixed(0)} % (the busiest, ${busiest}, ${Math.max(...shares).toFixed(0)} %), PostgreSQL and other work the rest.`
          : `Below ${GOAL.requestsPerSecond.toLocaleString("en")} req/s with the machine not CPU bound (${machine.toFixed(0)} % of ${os.cpus().length * 100} %): the answers waited on something else (the busiest process, ${busiest}, took ${Math.max(...shares).toFixed(0)} % of a core).`,
      );
    }
    say();
  } finally {
    for (const helper of helpers) helper.stop();
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}

/** The kept-page loads, at once, against two bare node:http processes (a concert page's very bytes and headers) behind the balancer. */
async function bareBeside(kinds: Kind[], pageUrl: string) {
  const answer = await answerAsSent(pageUrl);
  const bare = [await baselineServer(answer), await baselineServer(answer)];
  const balancer = await startBalancer(bare.map((one) => one.url));
  try {
    const runs = await Promise.all(kinds.map((kind) => load(balancer.url, kind, LOAD_SECONDS)));
    return runs.map((run) => ({ requestsPerSecond: run.requests / run.seconds, p99Ms: run.p99Ms }));
  } finally {
    balancer.stop();
    for (const one of bare) one.close();
  }
}
