// The dashboard's record of what each admin has seen (app/features/admin-dashboard/).
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { adminUsers } from "./admin-auth";

/** When each admin last opened each dashboard tile: its badge counts what arrived since (docs/product.md §11). */
export const adminTileViews = pgTable(
  "admin_tile_views",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tile: text("tile").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.tile] })],
);
