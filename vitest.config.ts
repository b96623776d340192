import { defineConfig } from "vitest/config";

// Unit, service and API tests only; the Playwright specs in tests/e2e run through `npm run test:e2e`.
// Most files wait on servers, databases and sockets rather than the CPU, so they run three at a time even on two
// cores; the reliability suites measure timing under load (shutdown, outages, scale-out) and run alone, afterwards.
const RELIABILITY = "tests/reliability/**/*.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    globalSetup: ["tests/helpers/ensure-build.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "main",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/security/**/*.test.ts", "scripts/**/*.test.ts"],
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: "reliability", include: [RELIABILITY], maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
