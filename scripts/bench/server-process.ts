import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../free-port";

export type RunningServer = { url: string; child: ChildProcess; dataDir: string; startupMs: number; stop(): Promise<void> };

export const newDataDir = () => mkdtemp(path.join(tmpdir(), "hall-bench-"));

/** The environment and Node flags `npm start` gives the server (package.json), so the bench measures the same process. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const scripts = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")).scripts as Record<string, string>;
  const command = /((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)server\.js/.exec(scripts.start ?? "");
  if (!command) throw new Error("package.json start does not run `[NAME=value …] node … server.js`");
  const env = Object.fromEntries(command[1]!.trim().split(" ").filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  return { env, flags: command[2]!.trim().split(" ").filter(Boolean) };
}

/**
 * The production server as `npm start` runs it (with the built-in EventHub sandbox), timed from
 * spawn to its first 200 on /healthz.
 */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.flags, "server.js"], {
    env: { ...process.env, ...start.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", EVENTHUB_URL: "", LOG_LEVEL: "warn", FORM_RATE_LIMIT: "1000000", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    child,
    dataDir,
    startupMs,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Resident memory of a process in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
