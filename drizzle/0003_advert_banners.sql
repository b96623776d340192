CREATE TABLE "advert_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"media_url" text NOT NULL,
	"media_type" text NOT NULL,
	"target_url" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_development_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
