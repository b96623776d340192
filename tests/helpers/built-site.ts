import path from "node:path";
import { pathToFileURL } from "node:url";
import type { siteMounter } from "../../server/site";

const BUILT_SERVER = path.resolve(import.meta.dirname, "../../build/server/index.js");

/**
 * The site as production serves it: the server build's own mounter (static files, server rendering), loaded once
 * per test file. Compiling the app with Vite instead took each file about 12 s more of CPU. The build is made or
 * refreshed before the run (tests/helpers/ensure-build.global.ts).
 */
export async function builtSiteMounter(): Promise<typeof siteMounter> {
  const built = (await import(pathToFileURL(BUILT_SERVER).href)) as { siteMounter: typeof siteMounter };
  return built.siteMounter;
}
