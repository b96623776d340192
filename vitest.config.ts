import { defineConfig } from "vitest/config";

// Unit, service and API tests only; the Playwright specs in tests/e2e run through `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/security/**/*.test.ts", "tests/reliability/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
