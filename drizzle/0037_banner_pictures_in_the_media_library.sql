ALTER TABLE "advert_banners" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "advert_banners" ADD CONSTRAINT "advert_banners_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each banner's picture or video so far becomes a library item, its alt text the banner's titles (a language left
-- empty stays empty: the library asks for it, visitors read the English one). The demo drawings' sizes are known
-- (1080 x 1920, with their 480 and 960 widths beside them); an uploaded picture's is not (stored at most 2560 wide):
-- its width and height stay NULL, so the strip keeps showing its file as before until staff replace it.
INSERT INTO "media_items" ("kind", "original_url", "file_name", "width", "height", "alt", "caption", "derivatives", "search_text", "is_demo")
SELECT DISTINCT ON (b."media_url") b."media_type", b."media_url", regexp_replace(b."media_url", '^.*/', ''),
  CASE WHEN b."media_type" = 'image' AND b."media_url" LIKE '/media/demo/%.webp' THEN 1080 END, CASE WHEN b."media_type" = 'image' AND b."media_url" LIKE '/media/demo/%.webp' THEN 1920 END,
  jsonb_build_object('am', trim(b."title_am"), 'en', trim(b."title"), 'ru', trim(b."title_ru")),
  '{"am": "", "en": "", "ru": ""}'::jsonb,
  jsonb_build_object('avif', '[]'::jsonb, 'webp', CASE
      WHEN b."media_type" = 'video' THEN '[]'::jsonb
      WHEN b."media_url" LIKE '/media/demo/%.webp' THEN jsonb_build_array(
        jsonb_build_object('url', regexp_replace(b."media_url", '\.webp$', '-w480.webp'), 'width', 480, 'height', 853),
        jsonb_build_object('url', regexp_replace(b."media_url", '\.webp$', '-w960.webp'), 'width', 960, 'height', 1707),
        jsonb_build_object('url', b."media_url", 'width', 1080, 'height', 1920))
      ELSE jsonb_build_array(jsonb_build_object('url', b."media_url", 'width', 2560, 'height', 1440))
    END, 'crops', '{}'::jsonb, 'failed', '[]'::jsonb),
  lower(concat_ws(E'\n', nullif(trim(b."title_am"), ''), nullif(trim(b."title"), ''), nullif(trim(b."title_ru"), ''), regexp_replace(b."media_url", '^.*/', ''))),
  b."is_demo"
FROM "advert_banners" b
WHERE b."media_id" IS NULL AND b."media_url" <> ''
ORDER BY b."media_url", b."id";--> statement-breakpoint
UPDATE "advert_banners" b SET "media_id" = i."id"
FROM "media_items" i
WHERE b."media_id" IS NULL AND i."original_url" = b."media_url";
