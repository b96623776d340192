CREATE TABLE "document_previews" (
	"token" text PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_previews" ADD CONSTRAINT "document_previews_document_id_published_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."published_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_previews_expires_idx" ON "document_previews" USING btree ("expires_at");