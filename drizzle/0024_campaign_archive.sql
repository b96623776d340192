ALTER TABLE "campaigns" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
-- Redirects minted by previews of campaigns that never went out lead nowhere anyone was sent.
DELETE FROM "campaign_links" WHERE "campaign_id" IN (SELECT "id" FROM "campaigns" WHERE "started_at" IS NULL);
