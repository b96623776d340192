CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"by_id" integer,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"draft_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_by" text DEFAULT '' NOT NULL,
	"published" jsonb,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"scheduled_by" text,
	"scheduled_by_id" integer,
	"missed_at" timestamp with time zone,
	"missed_reason" text
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_published_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."published_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_idx" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "published_documents_identity_idx" ON "published_documents" USING btree ("kind","key","lang");--> statement-breakpoint
CREATE INDEX "published_documents_scheduled_idx" ON "published_documents" USING btree ("scheduled_at");--> statement-breakpoint
-- The hall's facts as the pages showed them until now become the first published version (docs/decisions/030).
INSERT INTO "published_documents" ("kind", "key", "lang", "draft", "draft_by", "published", "published_version", "published_at")
VALUES ('facts', 'hall', '', '{"mainHallSeats":{"parterre":579,"amphitheater":317,"rightBox":47,"leftBox":47,"stage":320},"floors":3,"harmonyCapacity":100,"tourPrices":{"local":1000,"tourist":1500,"university":800,"school":600},"guidePrices":{"armenian":3000,"other":5000},"privateEveningPrice":50000,"tour":{"minMinutes":40,"maxMinutes":60,"firstDay":"mon","lastDay":"sat","hours":{"open":"10:00","close":"17:30"}},"giftCard":{"min":15000,"max":100000,"validityMonths":12},"ticketOffice":{"week":{"mon":{"open":"10:00","close":"19:00"},"tue":{"open":"10:00","close":"19:00"},"wed":{"open":"10:00","close":"19:00"},"thu":{"open":"10:00","close":"19:00"},"fri":{"open":"10:00","close":"19:00"},"sat":{"open":"11:00","close":"19:00"},"sun":null},"exceptions":[]}}'::jsonb, 'system', '{"mainHallSeats":{"parterre":579,"amphitheater":317,"rightBox":47,"leftBox":47,"stage":320},"floors":3,"harmonyCapacity":100,"tourPrices":{"local":1000,"tourist":1500,"university":800,"school":600},"guidePrices":{"armenian":3000,"other":5000},"privateEveningPrice":50000,"tour":{"minMinutes":40,"maxMinutes":60,"firstDay":"mon","lastDay":"sat","hours":{"open":"10:00","close":"17:30"}},"giftCard":{"min":15000,"max":100000,"validityMonths":12},"ticketOffice":{"week":{"mon":{"open":"10:00","close":"19:00"},"tue":{"open":"10:00","close":"19:00"},"wed":{"open":"10:00","close":"19:00"},"thu":{"open":"10:00","close":"19:00"},"fri":{"open":"10:00","close":"19:00"},"sat":{"open":"11:00","close":"19:00"},"sun":null},"exceptions":[]}}'::jsonb, 1, now())
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_versions" ("document_id", "number", "content", "by", "summary")
SELECT "id", 1, "published", 'system', 'first version' FROM "published_documents" WHERE "kind" = 'facts' AND "key" = 'hall' AND "lang" = ''
ON CONFLICT DO NOTHING;
