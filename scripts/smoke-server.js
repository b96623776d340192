// Starts the production build as `npm start` would (against DATABASE_URL when set), checks that
// it serves health and a page, then stops it with SIGTERM and expects a clean exit.
// CI runs it against the machine's PostgreSQL to show the same server works there.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "hall-smoke-"));
const child = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;

function fail(message) {
  console.error(`smoke: FAILED: ${message}`);
  child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const deadline = Date.now() + 60_000;
for (;;) {
  if (Date.now() > deadline) fail("no healthy answer within 60 s");
  if (child.exitCode !== null) fail(`server exited with ${child.exitCode}`);
  const health = await fetch(`${base}/healthz`).catch(() => null);
  if (health?.ok) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const page = await fetch(`${base}/am`);
const html = await page.text();
if (page.status !== 200 || !html.includes('<html lang="hy"')) fail(`/am answered ${page.status}`);
console.log(`smoke: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: /healthz 200, /am 200 in Armenian`);

const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
child.kill("SIGTERM");
const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("timeout"), 15_000))]);
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`SIGTERM ended the server with ${code}`);
console.log("smoke: SIGTERM: clean exit 0");
