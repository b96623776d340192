import { spawn } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";
import { freePort } from "../free-port";

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number };

export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 50;
/** What the load asks for, as browsers do: a compressed answer. */
export const LOAD_HEADERS = { "Accept-Encoding": "gzip" };

/** autocannon on loopback: 10 s, 50 connections. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers: { ...LOAD_HEADERS, ...headers } });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

export type Answer = { body: Buffer; contentType: string; contentEncoding: string | undefined };

/** One answer exactly as the server sends it to the load (still compressed). */
export function answerAsSent(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...LOAD_HEADERS, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), contentType: String(response.headers["content-type"]), contentEncoding: response.headers["content-encoding"] }),
        );
      })
      .on("error", reject);
  });
}

// Its own process, like the app's, so it does not share an event loop with autocannon.
const BASELINE_SOURCE = `
const body = Buffer.from(process.argv[1], "base64");
const headers = { "Content-Type": process.argv[3], "Content-Length": body.length, ...(process.argv[4] ? { "Content-Encoding": process.argv[4] } : {}) };
require("node:http").createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => process.send("ready"));
`;

/** The yardstick: a bare node:http server sending the very bytes `answer` holds, compressed once, in this same run. */
export async function baselineServer(answer: Answer): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const args = ["-e", BASELINE_SOURCE, answer.body.toString("base64"), String(port), answer.contentType, answer.contentEncoding ?? ""];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
}
