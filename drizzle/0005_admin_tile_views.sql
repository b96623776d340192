CREATE TABLE "admin_tile_views" (
	"admin_id" integer NOT NULL,
	"tile" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_tile_views_admin_id_tile_pk" PRIMARY KEY("admin_id","tile")
);
--> statement-breakpoint
ALTER TABLE "admin_tile_views" ADD CONSTRAINT "admin_tile_views_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;