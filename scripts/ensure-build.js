// Builds the app when build/ is missing or older than any source it is made from,
// so `npm start` on a fresh clone (or after a pull) serves current code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(root, "build", "server", "index.js");
const sources = ["app", "server", "drizzle", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stats.mtimeMs);
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (builtAt >= sourcesAt) {
  console.log("build is current");
} else {
  console.log(builtAt ? "sources changed since the last build: building" : "no build yet: building");
  // Always a production bundle, whoever asks: a test runner's NODE_ENV=test would otherwise ship React's development build.
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  process.exit(result.status ?? 1);
}
