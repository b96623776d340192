-- Each banner's title (its picture's alternative text) per language: rows from before keep their title as the English one and read it in Armenian and Russian too until an admin translates it.
ALTER TABLE "advert_banners" ADD COLUMN "title_am" text;--> statement-breakpoint
ALTER TABLE "advert_banners" ADD COLUMN "title_ru" text;--> statement-breakpoint
UPDATE "advert_banners" SET "title_am" = "title", "title_ru" = "title";--> statement-breakpoint
ALTER TABLE "advert_banners" ALTER COLUMN "title_am" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "advert_banners" ALTER COLUMN "title_ru" SET NOT NULL;
