ALTER TABLE "harmony_hall_inquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "rental_inquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "vip_balcony_inquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "visit_inquiries" ADD COLUMN "language" text;