import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort } from "../free-port";

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number };

export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 50;

/** autocannon on loopback: 10 s, 50 connections (issue 8). */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

// Its own process, like the app's, so it does not share an event loop with autocannon.
const BASELINE_SOURCE = `
const body = Buffer.alloc(Number(process.argv[1]), "a");
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => process.send("ready"));
`;

/** The yardstick: a bare node:http server answering a fixed body of `bytes` bytes, in this same run. */
export async function baselineServer(bytes: number): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BASELINE_SOURCE, String(bytes), String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
}
