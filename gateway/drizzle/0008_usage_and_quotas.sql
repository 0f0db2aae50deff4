CREATE TABLE "usage_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"uid" text NOT NULL,
	"tool" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"stopped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"chars_in" bigint DEFAULT 0 NOT NULL,
	"chars_out" bigint DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_day_account_id_uid_tool_pk" PRIMARY KEY("day","account_id","uid","tool")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "quota_monthly_chars" bigint;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_daily_account_day_idx" ON "usage_daily" USING btree ("account_id","day");