ALTER TABLE "artists" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "concert_series" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concert_series" ADD CONSTRAINT "concert_series_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each artist's and series' picture so far (the upload cut to 300 x 300 for an artist, 326 x 180 for a series) becomes a
-- library item, its alt text the name in each language, unless the library already has that file; the record then
-- references it and keeps serving that file until staff change the picture or its focal point.
INSERT INTO "media_items" ("kind", "original_url", "file_name", "width", "height", "alt", "caption", "derivatives", "search_text")
SELECT DISTINCT ON (r."image_url") 'image', r."image_url", regexp_replace(r."image_url", '^.*/', ''), r."width", r."height",
  jsonb_build_object('am', coalesce(trim(r."translations"->'am'->>'name'), ''), 'en', coalesce(trim(r."translations"->'en'->>'name'), ''), 'ru', coalesce(trim(r."translations"->'ru'->>'name'), '')),
  '{"am": "", "en": "", "ru": ""}'::jsonb,
  jsonb_build_object('avif', '[]'::jsonb, 'webp', jsonb_build_array(jsonb_build_object('url', r."image_url", 'width', r."width", 'height', r."height")), 'crops', '{}'::jsonb, 'failed', '[]'::jsonb),
  lower(concat_ws(E'\n', nullif(trim(r."translations"->'am'->>'name'), ''), nullif(trim(r."translations"->'en'->>'name'), ''), nullif(trim(r."translations"->'ru'->>'name'), ''), regexp_replace(r."image_url", '^.*/', '')))
FROM (
  SELECT 0 AS "kind_order", "id", "image_url", "translations", 300 AS "width", 300 AS "height" FROM "artists" WHERE "media_id" IS NULL
  UNION ALL
  SELECT 1, "id", "image_url", "translations", 326, 180 FROM "concert_series" WHERE "media_id" IS NULL
) r
WHERE coalesce(r."image_url", '') <> '' AND NOT EXISTS (SELECT 1 FROM "media_items" i WHERE i."original_url" = r."image_url")
ORDER BY r."image_url", r."kind_order", r."id";--> statement-breakpoint
UPDATE "artists" a SET "media_id" = (SELECT min(i."id") FROM "media_items" i WHERE i."original_url" = a."image_url" AND i."kind" = 'image')
WHERE a."media_id" IS NULL AND coalesce(a."image_url", '') <> '';--> statement-breakpoint
UPDATE "concert_series" s SET "media_id" = (SELECT min(i."id") FROM "media_items" i WHERE i."original_url" = s."image_url" AND i."kind" = 'image')
WHERE s."media_id" IS NULL AND coalesce(s."image_url", '') <> '';