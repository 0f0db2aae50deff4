CREATE TABLE "remote_auto_rollbacks" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"to" text NOT NULL,
	"loads" integer NOT NULL,
	"failures" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_auto_rollbacks_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "remote_loads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"tenant" text NOT NULL,
	"ok" boolean NOT NULL,
	"ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_loads_version_at" ON "remote_loads" USING btree ("remote","version","at");