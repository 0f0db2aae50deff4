-- UNLOGGED (written by hand; drizzle-kit does not know it): rate-limit counts need no write-ahead log,
-- and after a crash of PostgreSQL an empty table only forgets the current window's counts.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
