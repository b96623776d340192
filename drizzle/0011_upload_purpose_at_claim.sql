ALTER TABLE "upload_slots" ALTER COLUMN "purpose" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD COLUMN "stored_name" text;--> statement-breakpoint
CREATE INDEX "upload_slots_object_idx" ON "upload_slots" USING btree ("object_key");