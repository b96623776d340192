import { execFileSync } from "node:child_process";
import path from "node:path";

/** Vitest global setup: the tests that render pages use the production build (tests/helpers/built-site.ts); it is made or refreshed first. */
export default function ensureBuild() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../../scripts/ensure-build.js")], { stdio: "inherit" });
}
