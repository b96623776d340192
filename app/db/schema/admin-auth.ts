// The admin accounts and their sessions (app/features/admin-auth/).
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What an account may open: `admin` everything, `editor` the content screens only (app/features/admin-auth/roles.ts).
 * `email` is set by admins only: a campaign test may go to it (app/features/campaigns/).
 */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").$type<"admin" | "editor">().notNull().default("admin"),
  email: text("email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Only a SHA-256 hash of each session token is stored; the token itself lives in the admin's browser. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_sessions_admin_id_idx").on(table.adminId)],
);
