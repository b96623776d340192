CREATE TABLE "concert_records" (
	"event_id" text NOT NULL,
	"language_code" text NOT NULL,
	"starts_at" timestamp with time zone,
	"event" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concert_records_event_id_language_code_pk" PRIMARY KEY("event_id","language_code")
);
--> statement-breakpoint
ALTER TABLE "concert_records" ADD CONSTRAINT "concert_records_event_id_concert_programmes_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."concert_programmes"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concert_records_starts_idx" ON "concert_records" USING btree ("starts_at");