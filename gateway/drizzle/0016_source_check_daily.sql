CREATE TABLE "source_check_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"tool" text NOT NULL,
	"provider" text NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"with_findings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "source_check_daily_day_account_id_tool_provider_pk" PRIMARY KEY("day","account_id","tool","provider")
);
--> statement-breakpoint
ALTER TABLE "source_check_daily" ADD CONSTRAINT "source_check_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;