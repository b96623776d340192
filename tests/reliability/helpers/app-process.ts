import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/free-port";

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const ADMIN = { username: "reliability", password: "a long password for the scale runs" };

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;

/** One app process (server/main.ts) on a free port, answering /healthz; `env` adds to a production-like environment. */
export async function startAppProcess(env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hall-reliability-"));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/reliability/helpers/serve.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  // The embedded database takes a while to create on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output.join("")}`);
    if (Date.now() > deadline) throw new Error(`app not healthy within 60 s:\n${output.join("")}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir,
    output,
    exited,
    /** SIGTERM, then the exit code (SIGKILL after `ms`). */
    async stop(ms = 15_000): Promise<number | null> {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), ms);
      const code = await exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    signal: (name: NodeJS.Signals) => child.kill(name),
  };
}

export async function login(url: string, password = ADMIN.password) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
  return { status: response.status, response, body: (await response.json()) as { token?: string; message?: string } };
}
