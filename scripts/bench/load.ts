import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
import autocannon from "autocannon";
import { freePort } from "../free-port";

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** The answering process's CPU time (user + system) per answer, in µs, when its pid was given. */
  cpuUsPerRequest: number;
};

export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 50;
/** What the load asks for, as browsers do: a compressed answer. */
export const LOAD_HEADERS = { "Accept-Encoding": "gzip" };
// Linux counts process CPU time in ticks of 10 ms (USER_HZ 100).
const TICK_US = 10_000;

/** CPU ticks (user + system) a process has used so far, from /proc/<pid>/stat. */
async function cpuTicks(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

type Run = { requests: number; seconds: number; p50Ms: number; p99Ms: number; non2xx: number; ticks: number };

async function run(url: string, headers: Record<string, string>, seconds: number, pid?: number): Promise<Run> {
  const before = await cpuTicks(pid);
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: seconds, headers: { ...LOAD_HEADERS, ...headers } });
  const ticks = (await cpuTicks(pid)) - before;
  return { requests: result.requests.total, seconds: result.duration, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, ticks };
}

function figuresOf(runs: Run[]): LoadFigures {
  const requests = runs.reduce((sum, one) => sum + one.requests, 0);
  const seconds = runs.reduce((sum, one) => sum + one.seconds, 0);
  const ticks = runs.reduce((sum, one) => sum + one.ticks, 0);
  return {
    requestsPerSecond: requests / seconds,
    p50Ms: Math.max(...runs.map((one) => one.p50Ms)),
    p99Ms: Math.max(...runs.map((one) => one.p99Ms)),
    non2xx: runs.reduce((sum, one) => sum + one.non2xx, 0),
    cpuUsPerRequest: requests ? (ticks * TICK_US) / requests : 0,
  };
}

/** How many turns each side of a comparison gets: the halves alternate, so a change in the machine's other work falls on both. */
const TURNS = 2;

/**
 * A target against the bare node:http server sending its very bytes and headers: each loaded for
 * `LOAD_SECONDS` in all, in alternating turns, with the CPU each process spent per answer.
 */
export async function againstBare(url: string, headers: Record<string, string>, pid: number): Promise<{ ours: LoadFigures; bare: LoadFigures }> {
  const baseline = await baselineServer(await answerAsSent(url, headers));
  const ours: Run[] = [];
  const bare: Run[] = [];
  try {
    for (let turn = 0; turn < TURNS; turn++) {
      bare.push(await run(baseline.url, {}, LOAD_SECONDS / TURNS, baseline.pid));
      ours.push(await run(url, headers, LOAD_SECONDS / TURNS, pid));
    }
  } finally {
    baseline.close();
  }
  return { ours: figuresOf(ours), bare: figuresOf(bare) };
}

export type Answer = { body: Buffer; status: number; headers: [name: string, value: string][] };

// What node:http writes on its own for every answer (and the bare server too), so not copied.
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** One answer exactly as the server sends it to the load (still compressed), with every header it carries. */
export function answerAsSent(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...LOAD_HEADERS, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), status: response.statusCode ?? 200, headers: headerPairs(response.rawHeaders) }),
        );
      })
      .on("error", reject);
  });
}

function headerPairs(raw: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) if (!OWN_HEADERS.has(raw[i]!.toLowerCase())) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

// Its own process, like the app's, so it does not share an event loop with autocannon. The headers
// are the answer's own (security headers, CSP, ETag, Vary, caching), in one object made once: the
// cheapest way node:http has to send them.
const BASELINE_SOURCE = `
process.once("message", ({ body: base64, status, pairs, port }) => {
  const body = Buffer.from(base64, "base64");
  const headers = { "Content-Length": body.length };
  for (const [name, value] of pairs) {
    const before = headers[name];
    headers[name] = before === undefined ? value : [].concat(before, value);
  }
  require("node:http").createServer((req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  }).listen(port, "127.0.0.1", () => process.send("ready"));
});
`;

/** The yardstick: a bare node:http server sending the very bytes and headers `answer` holds, compressed once, in this same run. */
export async function baselineServer(answer: Answer): Promise<{ url: string; pid: number; close(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BASELINE_SOURCE], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  child.send({ body: answer.body.toString("base64"), status: answer.status, pairs: answer.headers, port });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, close: () => child.kill() };
}
