CREATE TABLE "inquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"rental_inquiry_id" integer,
	"visit_inquiry_id" integer,
	"vip_balcony_inquiry_id" integer,
	"harmony_inquiry_id" integer,
	"author_id" integer,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_replies_one_inquiry" CHECK (num_nonnulls("inquiry_replies"."rental_inquiry_id", "inquiry_replies"."visit_inquiry_id", "inquiry_replies"."vip_balcony_inquiry_id", "inquiry_replies"."harmony_inquiry_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_rental_inquiry_id_rental_inquiries_id_fk" FOREIGN KEY ("rental_inquiry_id") REFERENCES "public"."rental_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_visit_inquiry_id_visit_inquiries_id_fk" FOREIGN KEY ("visit_inquiry_id") REFERENCES "public"."visit_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_vip_balcony_inquiry_id_vip_balcony_inquiries_id_fk" FOREIGN KEY ("vip_balcony_inquiry_id") REFERENCES "public"."vip_balcony_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_harmony_inquiry_id_harmony_hall_inquiries_id_fk" FOREIGN KEY ("harmony_inquiry_id") REFERENCES "public"."harmony_hall_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_replies_rental_idx" ON "inquiry_replies" USING btree ("rental_inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_visit_idx" ON "inquiry_replies" USING btree ("visit_inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_vip_balcony_idx" ON "inquiry_replies" USING btree ("vip_balcony_inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_harmony_idx" ON "inquiry_replies" USING btree ("harmony_inquiry_id");