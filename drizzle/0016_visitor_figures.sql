CREATE TABLE "ticket_click_days" (
	"day" date NOT NULL,
	"event_id" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_click_days_day_event_id_pk" PRIMARY KEY("day","event_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_hashes" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visitor_hashes_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_page_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"event_id" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_page_days_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_trait_days" (
	"day" date NOT NULL,
	"trait" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_trait_days_day_trait_value_pk" PRIMARY KEY("day","trait","value")
);
--> statement-breakpoint
CREATE INDEX "visitor_page_days_event_idx" ON "visitor_page_days" USING btree ("event_id","day");