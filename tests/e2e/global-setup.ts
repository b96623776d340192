import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { subscribers } from "../../app/db/schema/newsletter";
import { freePort } from "../../scripts/free-port";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-not-secret" };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms`);
}

/** Subscribers already stored when the server starts: the admin list pages through them (tests/e2e/admin-lists.spec.ts). */
export const SEEDED_SUBSCRIBERS = 1_000;
export const seededSubscriberEmail = (index: number) => `list-${String(index).padStart(4, "0")}@example.org`;

/** Written straight into the database before the server opens it, spread over the last twelve weeks. */
async function seedSubscribers(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const now = Date.now();
  const spread = 84 * 86_400_000;
  await database.db.insert(subscribers).values(
    Array.from({ length: SEEDED_SUBSCRIBERS }, (_, index) => ({
      email: seededSubscriberEmail(index),
      createdAt: new Date(now - 3_600_000 - Math.round((index / SEEDED_SUBSCRIBERS) ** 1.5 * spread)),
    })),
  );
  await database.close();
}

/** Starts the production build once for every spec; workers read its address from E2E_BASE_URL. */
export default async function globalSetup() {
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "hall-e2e-"));
  await seedSubscribers(dataDir);
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      EVENTHUB_URL: "",
      EVENTHUB_SANDBOX_PORT: String(sandboxPort),
      // Every test browser comes from 127.0.0.1: the per-address form and search limits have their own API tests.
      FORM_RATE_LIMIT: "1000",
      SEARCHES_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 60_000);
  process.env.E2E_BASE_URL = baseUrl;
  // No SMTP_URL: the server writes its mail under DATA_DIR/mail, where specs read it.
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
