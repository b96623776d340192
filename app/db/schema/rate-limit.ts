// The rate limiter's counters (app/security/rate-limit.server.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate limit counters (app/security/rate-limit.server.ts): one fixed window per scope and key,
 * in the database so that every instance behind the load balancer counts the same hits.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("rate_limit_windows_ends_idx").on(table.endsAt)],
);
