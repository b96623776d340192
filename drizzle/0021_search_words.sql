-- Search matches a typo'd query word against the distinct words (search_words) instead of every document's whole text; each document keeps its words for the GIN lookup.
CREATE TABLE "search_words" (
	"language_code" text NOT NULL,
	"word" text NOT NULL,
	"skeleton" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_words_language_code_word_pk" PRIMARY KEY("language_code","word")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_skeleton_idx" ON "search_words" USING gin ("skeleton" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words");--> statement-breakpoint
-- Stored documents have no words yet: a blank hash makes the next refresh write every one again, which fills both.
UPDATE "search_documents" SET "hash" = '';
