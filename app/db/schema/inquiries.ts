// The visitors' inquiries (app/features/inquiries/).
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, type PgColumnBuilderBase, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
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

/** The tour, exclusive balcony and Harmony inquiries share one shape (docs/product.md §8); a kind may add its own columns. */
function messageInquiryTable<Extra extends Record<string, PgColumnBuilderBase> = Record<never, never>>(name: string, extra: Extra = {} as Extra) {
  return pgTable(
    name,
    {
      ...extra,
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

/** A tour inquiry also names the wished date (the hall's calendar day) and how many people come; null on those sent before. */
export const visitInquiries = messageInquiryTable("visit_inquiries", {
  visitDate: date("visit_date", { mode: "string" }),
  groupSize: integer("group_size"),
});
export const vipBalconyInquiries = messageInquiryTable("vip_balcony_inquiries");
export const harmonyHallInquiries = messageInquiryTable("harmony_hall_inquiries");

/**
 * The replies staff sent to an inquiry from its admin page (app/features/inquiries/reply.server.ts): one
 * of the four inquiry columns names the inquiry, and a reply goes with it when the inquiry is deleted,
 * erased or removed by the retention job. `author` is the account's name as it was when it answered.
 */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial("id").primaryKey(),
    rentalInquiryId: integer("rental_inquiry_id").references(() => rentalInquiries.id, { onDelete: "cascade" }),
    visitInquiryId: integer("visit_inquiry_id").references(() => visitInquiries.id, { onDelete: "cascade" }),
    vipBalconyInquiryId: integer("vip_balcony_inquiry_id").references(() => vipBalconyInquiries.id, { onDelete: "cascade" }),
    harmonyInquiryId: integer("harmony_inquiry_id").references(() => harmonyHallInquiries.id, { onDelete: "cascade" }),
    authorId: integer("author_id"),
    author: text("author").notNull(),
    text: text("text").notNull(),
    /** The language the reply went out in (the visitor's). */
    language: languageCode("language").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inquiry_replies_rental_idx").on(table.rentalInquiryId),
    index("inquiry_replies_visit_idx").on(table.visitInquiryId),
    index("inquiry_replies_vip_balcony_idx").on(table.vipBalconyInquiryId),
    index("inquiry_replies_harmony_idx").on(table.harmonyInquiryId),
    check("inquiry_replies_one_inquiry", sql`num_nonnulls(${table.rentalInquiryId}, ${table.visitInquiryId}, ${table.vipBalconyInquiryId}, ${table.harmonyInquiryId}) = 1`),
  ],
);
