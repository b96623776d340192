ALTER TABLE "visit_inquiries" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "visit_inquiries" ADD COLUMN "group_size" integer;