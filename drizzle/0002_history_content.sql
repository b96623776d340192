CREATE TABLE "history_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"hero_image" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"order" integer NOT NULL,
	"heading" text,
	"content" text NOT NULL,
	"src" text,
	"image_alt" text
);
--> statement-breakpoint
ALTER TABLE "history_sections" ADD CONSTRAINT "history_sections_page_id_history_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."history_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "history_pages_slug_language_idx" ON "history_pages" USING btree ("slug","language_code");--> statement-breakpoint
CREATE INDEX "history_sections_page_idx" ON "history_sections" USING btree ("page_id","order");