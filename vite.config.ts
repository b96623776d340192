import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./server/precompressed-assets.ts";

// What every public page runs (the shell: root, the public layout with header and footer, the
// language layout, and what they import, React and React Router with them) goes to one browser
// chunk: a first visit fetches a handful of files instead of two dozen small ones, which on a
// phone network costs round trips before the first paint. Everything else stays with the pages
// that use it (a part several pages share gets a chunk of its own), so a page does not carry the
// forms, galleries or validation library of other pages. Admin code stays apart.
const ADMIN_CODE = /\/app\/(?:admin|routes\/admin|features\/[^/]+\/admin)\//;
const SHELL_ROUTE = /\/app\/(?:root\.tsx|routes\/(?:public-layout|lang-layout)\.tsx)/;
const ROUTE_MODULE = /\/app\/(?:routes\/|root\.tsx|entry\.client)/;

/** Whether the shell's route modules import `id`, directly or through other (non-admin) modules. */
function shellImports(id: string, ctx: ChunkingContext): boolean {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (SHELL_ROUTE.test(importer)) return true;
      if (!ADMIN_CODE.test(importer)) queue.push(importer);
    }
  }
  return false;
}

const SITE_CHUNK = {
  name: (id: string, ctx: ChunkingContext) => (ADMIN_CODE.test(id) || (id.includes("/app/") && ROUTE_MODULE.test(id)) || !shellImports(id, ctx) ? null : "site"),
};

// The validation library is in no public page's first load (docs/perf.md, "First-load JS"): the venue pages' inquiry
// forms fetch their check when the visitor enters the form. A public page that reaches it otherwise (the shell, a
// concert page through a constant of a feature's schema) fails the build rather than its budget. Import types with
// `import type`, and constants from a zod-free module of the feature.
const PUBLIC_ROUTE = /\/app\/routes\/(?!admin\/)[^/]+\.tsx$/;
const zodOffFirstLoads: Plugin = {
  name: "zod-off-first-loads",
  generateBundle(_options, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
    const hasZod = (chunk: { modules: Record<string, unknown> }) => Object.keys(chunk.modules).some((id) => id.includes("/node_modules/zod/"));
    for (const chunk of chunks.values()) {
      const route = chunk.facadeModuleId?.replace(/\?.*$/, "");
      if (!route || !PUBLIC_ROUTE.test(route)) continue;
      const seen = new Set<string>();
      const queue = [chunk.fileName];
      while (queue.length) {
        const current = chunks.get(queue.pop()!);
        if (!current || seen.has(current.fileName)) continue;
        seen.add(current.fileName);
        if (hasZod(current)) this.error(`zod reaches the first load of ${path.basename(route)} (in ${current.fileName})`);
        queue.push(...current.imports);
      }
    }
  },
};

// The server build's entry is our Express app (server/main.ts), which imports the
// React Router build virtually, so one bundle holds the API, the database layer and SSR.
// Rolldown's timing notice names React Router's route-exports transform, which we cannot speed up
// from here: it would print on every build without anything for us to act on.
const checks = { bundlerTimings: false };

// React Router's package points every import at its development build (dist/development), whose
// warnings stay in the bundle; the browser gets the production build beside it, the same code
// without them. Every import of the package in the browser bundle goes to it, so there is one copy.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
const PRODUCTION_REACT_ROUTER = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: isSsrBuild ? {} : { alias: PRODUCTION_REACT_ROUTER },
  build: {
    // The server stays one file (build/server/index.js, which finds the browser files beside it in build/client):
    // a browser-side `import()` (the inquiry check) is bundled in rather than split into a chunk of its own.
    rolldownOptions: isSsrBuild
      ? { input: "./server/main.ts", output: { codeSplitting: false }, checks }
      : { output: { codeSplitting: { groups: [SITE_CHUNK] } }, checks },
  },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [zodOffFirstLoads, precompressAssets()])],
}));
