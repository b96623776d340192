// The visitors' inquiries (app/features/inquiries/).
import { type AnyPgColumn, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { languageCode, listSearchIndex } from "../columns";

/**
 * The admin lists read newest first a page at a time after a (created_at, id) position, all or
 * by status, and search as staff type; the dashboard counts the `new` ones and finds the oldest of them.
 */
function inquiryIndexes(name: string, table: { createdAt: AnyPgColumn; id: AnyPgColumn; status: AnyPgColumn; email: AnyPgColumn; name: AnyPgColumn; surname?: AnyPgColumn }) {
  return [
    index(`${name}_created_idx`).on(table.createdAt, table.id),
    index(`${name}_status_created_idx`).on(table.status, table.createdAt, table.id),
    index(`${name}_search_idx`).using("gin", listSearchIndex(table)),
  ];
}

/** Hall rental inquiries (docs/product.md §8). */
export const rentalInquiries = pgTable(
  "rental_inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    eventType: text("event_type").notNull(),
    hall: text("hall").$type<"main" | "small">().notNull(),
    status: text("status").notNull().default("new"),
    /** The language of the page the visitor wrote from (null: sent before it was recorded). */
    language: languageCode("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => inquiryIndexes("rental_inquiries", table),
);

/** The tour, exclusive balcony and Harmony inquiries share one shape (docs/product.md §8). */
function messageInquiryTable(name: string) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      name: text("name").notNull(),
      surname: text("surname").notNull(),
      email: text("email").notNull(),
      phone: text("phone").notNull(),
      message: text("message").notNull(),
      status: text("status").notNull().default("new"),
      /** The language of the page the visitor wrote from (null: sent before it was recorded). */
      language: languageCode("language"),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => inquiryIndexes(name, table),
  );
}

export const visitInquiries = messageInquiryTable("visit_inquiries");
export const vipBalconyInquiries = messageInquiryTable("vip_balcony_inquiries");
export const harmonyHallInquiries = messageInquiryTable("harmony_hall_inquiries");
