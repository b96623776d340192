CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advert_banners" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coming_soon_events" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "harmony_hall_inquiries_created_idx" ON "harmony_hall_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "harmony_hall_inquiries_status_created_idx" ON "harmony_hall_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rental_inquiries_created_idx" ON "rental_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rental_inquiries_status_created_idx" ON "rental_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vip_balcony_inquiries_created_idx" ON "vip_balcony_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vip_balcony_inquiries_status_created_idx" ON "vip_balcony_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "visit_inquiries_created_idx" ON "visit_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "visit_inquiries_status_created_idx" ON "visit_inquiries" USING btree ("status","created_at","id");