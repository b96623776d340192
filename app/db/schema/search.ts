// The search index (app/features/search/).
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { languageCode } from "../columns";

/**
 * Search (app/features/search/): one row per searchable thing and language, its text folded to
 * Latin (`folded`) and to consonants (`skeleton`) for trigram matching with pg_trgm, and its
 * distinct folded words (`words`), which a typo'd query reaches through `search_words`. Rebuilt
 * from the catalogue, the pages and the admin's content by whichever instance refreshes first.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    key: text("key").notNull(),
    languageCode: languageCode("language_code").notNull(),
    kind: text("kind").$type<"concert" | "artist" | "series" | "page" | "past">().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    foldedTitle: text("folded_title").notNull(),
    folded: text("folded").notNull(),
    skeleton: text("skeleton").notNull(),
    words: text("words").array().notNull().default(sql`'{}'::text[]`),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.languageCode] }),
    index("search_documents_folded_idx").using("gin", table.folded.op("gin_trgm_ops")),
    index("search_documents_skeleton_idx").using("gin", table.skeleton.op("gin_trgm_ops")),
    index("search_documents_words_idx").using("gin", table.words),
  ],
);

/**
 * The distinct folded words of the search documents per language, with their skeletons and how
 * many documents hold each: a few thousand short rows, where a typo'd query word is matched by
 * trigram similarity cheaply, instead of against every document's whole text.
 */
export const searchWords = pgTable(
  "search_words",
  {
    languageCode: languageCode("language_code").notNull(),
    word: text("word").notNull(),
    skeleton: text("skeleton").notNull(),
    documents: integer("documents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.languageCode, table.word] }),
    index("search_words_word_idx").using("gin", table.word.op("gin_trgm_ops")),
    index("search_words_skeleton_idx").using("gin", table.skeleton.op("gin_trgm_ops")),
  ],
);
