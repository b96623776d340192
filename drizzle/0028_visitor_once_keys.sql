CREATE TABLE "visitor_once_keys" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visitor_once_keys_day_hash_pk" PRIMARY KEY("day","hash")
);
