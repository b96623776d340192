// The newsletter's subscribers (app/features/newsletter/).
import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { languageCode, listSearchIndex } from "../columns";

/**
 * Newsletter subscribers (docs/product.md §8); an address is stored once. A subscription
 * starts `pending` with the hash of the token its confirmation link carries, and becomes
 * `confirmed` when the link is opened. The column's default is `confirmed` only so that rows from
 * before double opt-in keep their standing; the form always inserts `pending`.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** `bounced`: the mail server refused the address for good (5xx); no campaign goes to it again. */
    status: text("status").$type<"pending" | "confirmed" | "bounced">().notNull().default("confirmed"),
    language: languageCode("language").notNull().default("am"),
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation message was queued: resends are spaced, and unconfirmed rows expire from it. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * Kept as is (not hashed) because every future newsletter must carry it in its unsubscribe
     * link; it grants nothing but removing this one address.
     */
    unsubscribeToken: text("unsubscribe_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin list reads newest first, a page at a time after a (created_at, id) position, and
  // searches the address as staff type.
  (table) => [
    uniqueIndex("subscribers_email_idx").on(sql`lower(${table.email})`),
    index("subscribers_created_idx").on(table.createdAt, table.id),
    index("subscribers_search_idx").using("gin", listSearchIndex(table)),
    uniqueIndex("subscribers_confirm_token_idx").on(table.confirmTokenHash),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(table.unsubscribeToken),
  ],
);
