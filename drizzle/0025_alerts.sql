CREATE TABLE "alert_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"address_id" integer NOT NULL,
	"key" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_address_id_key_pk" PRIMARY KEY("address_id","key")
);
--> statement-breakpoint
CREATE TABLE "alert_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_seen" (
	"target" text NOT NULL,
	"event_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_seen_target_event_id_pk" PRIMARY KEY("target","event_id")
);
--> statement-breakpoint
CREATE TABLE "alert_watch" (
	"event_id" text PRIMARY KEY NOT NULL,
	"seats" integer,
	"seats_seen" timestamp with time zone,
	"seats_wave" integer DEFAULT 0 NOT NULL,
	"sale_wave" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notice_digest" text DEFAULT '' NOT NULL,
	"change_wave" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"event_id" text,
	"artist_id" integer,
	"series_id" integer,
	"language" text NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"starts_at" timestamp with time zone,
	"announced_up_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_address_id_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_address_id_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_addresses_email_idx" ON "alert_addresses" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "alert_addresses_confirm_token_idx" ON "alert_addresses" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "alert_deliveries_created_idx" ON "alert_deliveries" USING btree ("address_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_one_idx" ON "alerts" USING btree ("address_id","kind","target");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_token_idx" ON "alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "alerts_event_idx" ON "alerts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "alerts_artist_idx" ON "alerts" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "alerts_series_idx" ON "alerts" USING btree ("series_id");