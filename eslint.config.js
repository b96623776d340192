// Lint: the TypeScript rules that catch real mistakes, and the one-way import rule of
// docs/architecture.md ("Layers") enforced by import-boundary zones and a cycle check.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/** The layers from the bottom up: a layer may import those below it, never those above. */
const base = ["app/i18n", "app/ui", "app/media", "app/http", "app/db", "app/security", "app/content", "app/site-config.ts", "app/seo", "app/forms"];
/** Layers between the shared modules and the features: the provider client, the mail core. */
const services = ["app/eventhub", "app/mail", "app/capability.server.ts"];
const above = {
  admin: ["app/admin"],
  features: ["app/features"],
  shell: ["app/shell"],
  routes: ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/capabilities.server.ts"],
  server: ["server"],
};

const zone = (target, from, message) => ({ target, from, message });
const forbid = (targets, froms, message) => targets.flatMap((target) => froms.map((from) => zone(`./${target}`, `./${from}`, message)));

const boundaryZones = [
  ...forbid(base, [...above.admin, ...above.features, ...above.shell, ...above.routes, ...above.server], "shared modules sit below the admin kit, features, the shell, routes and the server"),
  ...forbid(services, [...above.admin, ...above.features, ...above.shell, ...above.routes, ...above.server], "the provider client and the mail core sit below the features"),
  // Each feature's admin words live with the feature (docs/decisions/014-texts-live-with-their-feature.md), so the kit names none of them.
  ...forbid(above.admin, [...above.features, ...above.shell, ...above.routes, ...above.server], "the admin kit sits below the features' admin screens"),
  ...forbid(above.features, [...above.shell, ...above.routes, ...above.server], "features are composed by the shell and routes, never the other way"),
  ...forbid(above.shell, [...above.routes, ...above.server], "the shell is composed by routes"),
  ...forbid(above.routes, above.server, "the server composes routes, not the other way"),
];

// A feature uses another only through the modules that feature exports for others on purpose:
// `public.ts` (browser-safe) and `public.server.ts` (server only). Routes and the server compose
// features freely; a feature never reaches into another's internals (docs/architecture.md).
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_MODULES = ["./public.ts", "./public.server.ts"];
const featureBoundaryZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./app/features/${feature}`,
    from: `./app/features/${other}`,
    except: PUBLIC_MODULES,
    message: `a feature uses another only through its public.ts / public.server.ts (features/${other}/public*)`,
  })),
);

// Code that reaches the browser never imports a *.server.* module, not even for types (types live in
// schema.ts / *.types.ts). Route modules may, for their loader and action only: React Router keeps those on the server.
const SERVER_ONLY = { group: ["**/*.server", "**/*.server.*"], message: "browser code never imports a *.server.* module; put shared types in schema.ts or *.types.ts" };

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "data/**", "public/**", "docs/**", "drizzle/**", "coverage/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  // Tests may compose any layer (a feature's test may start the whole server); the product code may not.
  { files: ["app/**/*.{ts,tsx}", "server/**/*.ts"], ignores: ["**/*.test.ts"], rules: { "import-x/no-restricted-paths": ["error", { zones: [...boundaryZones, ...featureBoundaryZones] }] } },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.server.{ts,tsx}", "app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/routes.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [SERVER_ONLY] }] },
  },
  // The type checker already reports undefined names, with the real globals of Node and the DOM.
  { files: ["**/*.{ts,tsx,js}"], rules: { "no-undef": "off" } },
  // Playwright reads a fixture's dependencies from its first parameter, so an empty pattern is how one says "none".
  { files: ["tests/e2e/**/*.ts"], rules: { "no-empty-pattern": "off" } },
);
