import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // One file per owner (docs/architecture.md, "Database"); every table is in one of them.
  schema: "./app/db/schema/*.ts",
  out: "./drizzle",
});
