CREATE TABLE "remote_load_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_loads" ADD COLUMN "reporter" text;