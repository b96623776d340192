CREATE TABLE "coming_soon_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coming_soon_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"coming_soon_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ticket_price" text,
	"min_age" integer,
	"buy_ticket_url" text,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conductor_name" text,
	"artistic_director" text,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_concert_ids" (
	"legacy_id" text PRIMARY KEY NOT NULL,
	"provider_event_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_snapshots" (
	"language_code" text PRIMARY KEY NOT NULL,
	"events" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coming_soon_translations" ADD CONSTRAINT "coming_soon_translations_coming_soon_id_coming_soon_events_id_fk" FOREIGN KEY ("coming_soon_id") REFERENCES "public"."coming_soon_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coming_soon_translation_idx" ON "coming_soon_translations" USING btree ("coming_soon_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "events_key_language_idx" ON "events" USING btree ("event_key","language_code");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");