DROP TABLE "history_pages" CASCADE;--> statement-breakpoint
DROP TABLE "history_sections" CASCADE;