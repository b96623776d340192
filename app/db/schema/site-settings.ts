// Settings admins change (app/features/site-settings/).
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Settings admins change, one row per key: `contacts` (phones, e-mail and social links of the
 * footer and the tour page) and `demoContent` (when the demo content was removed, so that it is
 * never seeded again).
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
