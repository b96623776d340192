CREATE TABLE "rate_limit_windows" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_at");