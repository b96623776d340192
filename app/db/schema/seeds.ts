// The seeds already applied (server/seed.ts).
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Demo-content seeds already applied, so starting twice adds nothing twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
