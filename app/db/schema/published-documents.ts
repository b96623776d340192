// Documents staff edit as a draft and publish (app/db/published-documents.server.ts, docs/decisions/030-publishing-drafts-versions-schedules.md).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One document per (kind, key, language): the hall facts (`facts`, `hall`, no language) and, later,
 * the pages staff compose. `lang` is "" for a document in no language. `draft_version` goes up with
 * every save (a save names the version it was based on); `published` is what the public reads, the
 * content of the version numbered `published_version`. `scheduled_at` is when the draft is to be
 * published (the scheduler claims due rows); `missed_at`/`missed_reason` say why the last schedule
 * could not be kept.
 */
export const publishedDocuments = pgTable(
  "published_documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    lang: text("lang").notNull().default(""),
    draft: jsonb("draft").notNull(),
    draftVersion: integer("draft_version").notNull().default(1),
    draftAt: timestamp("draft_at", { withTimezone: true }).notNull().defaultNow(),
    draftBy: text("draft_by").notNull().default(""),
    published: jsonb("published"),
    publishedVersion: integer("published_version"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    scheduledBy: text("scheduled_by"),
    scheduledById: integer("scheduled_by_id"),
    missedAt: timestamp("missed_at", { withTimezone: true }),
    missedReason: text("missed_reason"),
  },
  (table) => [uniqueIndex("published_documents_identity_idx").on(table.kind, table.key, table.lang), index("published_documents_scheduled_idx").on(table.scheduledAt)],
);

/** Every publish of a document, kept: its number (1, 2, … per document), content, who and when, and a short summary. */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => publishedDocuments.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: jsonb("content").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    by: text("by").notNull(),
    byId: integer("by_id"),
    summary: text("summary").notNull().default(""),
  },
  (table) => [uniqueIndex("document_versions_number_idx").on(table.documentId, table.number)],
);

/**
 * A link that shows a document's draft in place of its published content to whoever holds it, until
 * `expires_at` (an hour): the token is random and kept only here; the page it opens is never kept.
 */
export const documentPreviews = pgTable(
  "document_previews",
  {
    token: text("token").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => publishedDocuments.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("document_previews_expires_idx").on(table.expiresAt)],
);
