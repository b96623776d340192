// The runs of the daily retention job (app/features/privacy/).
import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Each run of a daily job (app/features/privacy/retention.server.ts): when, and what it removed. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    removed: jsonb("removed").$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [index("job_runs_job_idx").on(table.job, table.startedAt)],
);
