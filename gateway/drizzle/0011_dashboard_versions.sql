CREATE TABLE "dashboard_versions" (
	"set" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
