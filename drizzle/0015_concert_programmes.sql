CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "concert_programmes" (
	"event_id" text PRIMARY KEY NOT NULL,
	"series_id" integer,
	"genres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concert_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"translations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concert_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "programme_performers" (
	"event_id" text NOT NULL,
	"position" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "programme_performers_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
ALTER TABLE "concert_programmes" ADD CONSTRAINT "concert_programmes_series_id_concert_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."concert_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_performers" ADD CONSTRAINT "programme_performers_event_id_concert_programmes_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."concert_programmes"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_performers" ADD CONSTRAINT "programme_performers_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_performers_artist_idx" ON "programme_performers" USING btree ("artist_id");