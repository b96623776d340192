-- Uploads stored before claims of stored files were recorded may back records: they count as claimed, so the sweep of
-- unclaimed uploads (app/features/media-uploads/claim.server.ts) never removes a file a record shows.
UPDATE "upload_slots" SET "claimed_at" = now() WHERE "stored_name" IS NOT NULL AND "claimed_at" IS NULL;
