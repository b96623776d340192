ALTER TABLE "staff_members" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each member's photo so far (the 300 x 300 WebP the upload made) becomes a library item, its alt text the
-- member's name in each language; it keeps serving that file until staff change the photo or its focal point.
INSERT INTO "media_items" ("kind", "original_url", "file_name", "width", "height", "alt", "caption", "derivatives", "search_text")
SELECT DISTINCT ON (m."image_url") 'image', m."image_url", regexp_replace(m."image_url", '^.*/', ''), 300, 300,
  jsonb_build_object(
    'am', coalesce((SELECT trim(t."first_name" || ' ' || t."last_name") FROM "staff_translations" t WHERE t."staff_id" = m."id" AND t."language_code" = 'am'), ''),
    'en', coalesce((SELECT trim(t."first_name" || ' ' || t."last_name") FROM "staff_translations" t WHERE t."staff_id" = m."id" AND t."language_code" = 'en'), ''),
    'ru', coalesce((SELECT trim(t."first_name" || ' ' || t."last_name") FROM "staff_translations" t WHERE t."staff_id" = m."id" AND t."language_code" = 'ru'), '')),
  '{"am": "", "en": "", "ru": ""}'::jsonb,
  jsonb_build_object('avif', '[]'::jsonb, 'webp', jsonb_build_array(jsonb_build_object('url', m."image_url", 'width', 300, 'height', 300)), 'crops', '{}'::jsonb, 'failed', '[]'::jsonb),
  lower(coalesce((SELECT string_agg(trim(t."first_name" || ' ' || t."last_name"), E'\n') FROM "staff_translations" t WHERE t."staff_id" = m."id"), '') || E'\n' || regexp_replace(m."image_url", '^.*/', ''))
FROM "staff_members" m
WHERE m."media_id" IS NULL AND m."image_url" <> ''
ORDER BY m."image_url", m."id";--> statement-breakpoint
UPDATE "staff_members" m SET "media_id" = i."id"
FROM "media_items" i
WHERE m."media_id" IS NULL AND i."original_url" = m."image_url";
