CREATE TABLE "gallery_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_key" text NOT NULL,
	"position" integer NOT NULL,
	"media_id" integer NOT NULL,
	"size" text NOT NULL,
	"caption" jsonb,
	CONSTRAINT "gallery_entries_position_key" UNIQUE("gallery_key","position")
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original_url" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"alt" jsonb NOT NULL,
	"caption" jsonb NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"derivatives" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_entries_media_idx" ON "gallery_entries" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_items_search_idx" ON "media_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at","id");