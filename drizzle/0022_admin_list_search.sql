-- The admin lists search the name, surname and e-mail as one text (a whole name is found too) through a trigram index of that text, instead of reading every row.
CREATE INDEX "harmony_hall_inquiries_search_idx" ON "harmony_hall_inquiries" USING gin (("name" || ' ' || "surname" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rental_inquiries_search_idx" ON "rental_inquiries" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_search_idx" ON "subscribers" USING gin (("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vip_balcony_inquiries_search_idx" ON "vip_balcony_inquiries" USING gin (("name" || ' ' || "surname" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visit_inquiries_search_idx" ON "visit_inquiries" USING gin (("name" || ' ' || "surname" || ' ' || "email") gin_trgm_ops);