import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Shared public-site modules (UI parts, i18n, formatting) go to one browser chunk: a first visit
// then fetches a handful of files instead of two dozen small ones, which on a phone network costs
// round trips before the first paint. Route modules stay split, and admin code stays apart.
const ADMIN_CODE = /\/app\/(?:admin|routes\/admin|features\/[^/]+\/admin)\//;
const ROUTE_MODULE = /\/app\/(?:routes\/|root\.tsx|entry\.client)/;

const isSharedPublicModule = (id: string) => id.includes("/app/") && !ADMIN_CODE.test(id) && !ROUTE_MODULE.test(id);
// Modules most public routes use; a part only a few pages use (a form, the calendar) stays with them.
const SITE_CHUNK = { name: "site", test: isSharedPublicModule, minShareCount: 6 };

// The server build's entry is our Express app (server/main.ts), which imports the
// React Router build virtually, so one bundle holds the API, the database layer and SSR.
// Rolldown's timing notice names React Router's route-exports transform, which we cannot speed up
// from here: it would print on every build without anything for us to act on.
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rolldownOptions: isSsrBuild ? { input: "./server/main.ts", checks } : { output: { codeSplitting: { groups: [SITE_CHUNK] } }, checks },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
