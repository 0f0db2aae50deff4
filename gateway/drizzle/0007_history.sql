CREATE TABLE "history_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"account_id" integer NOT NULL,
	"tool" text NOT NULL,
	"options" jsonb NOT NULL,
	"input" text NOT NULL,
	"result" jsonb NOT NULL,
	"result_text" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_entries_known_status" CHECK ("history_entries"."status" in ('done', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"uid" text PRIMARY KEY NOT NULL,
	"history_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "history_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_entries_uid_created_idx" ON "history_entries" USING btree ("uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entries_search_idx" ON "history_entries" USING gin (to_tsvector('german', "input" || ' ' || "result_text"));