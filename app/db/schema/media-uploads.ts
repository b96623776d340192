// Uploads of pictures and videos (app/features/media-uploads/).
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { adminUsers } from "./admin-auth";

/**
 * Single-use upload URLs (POST /api/objects/upload, then PUT uploadURL: docs/product.md §12). Only a hash of the
 * URL's token is kept; `usedAt` makes a second PUT fail, `expiresAt` an old one. Kept in the
 * database so that any instance behind the load balancer can accept the PUT. `purpose` is null
 * until a banner, staff member or event claims an upload asked for without one; `claimedAt` makes
 * the upload URL back one record only; `storedName` is the checked file once there is one.
 */
export const uploadSlots = pgTable(
  "upload_slots",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").$type<"banner" | "staff" | "event" | "library">(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    storedName: text("stored_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("upload_slots_expires_idx").on(table.expiresAt), index("upload_slots_object_idx").on(table.objectKey)],
);
