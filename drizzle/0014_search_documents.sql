CREATE TABLE "search_documents" (
	"key" text NOT NULL,
	"language_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"starts_at" timestamp with time zone,
	"folded_title" text NOT NULL,
	"folded" text NOT NULL,
	"skeleton" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "search_documents_key_language_code_pk" PRIMARY KEY("key","language_code")
);
--> statement-breakpoint
CREATE INDEX "search_documents_folded_idx" ON "search_documents" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_skeleton_idx" ON "search_documents" USING gin ("skeleton" gin_trgm_ops);