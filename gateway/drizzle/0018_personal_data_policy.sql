CREATE TABLE "personal_data_daily" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"tool" text NOT NULL,
	"policy" text NOT NULL,
	"outcome" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "personal_data_daily_day_account_id_tool_policy_outcome_pk" PRIMARY KEY("day","account_id","tool","policy","outcome")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "personal_data_policy" text DEFAULT 'pseudonymise' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "keep_office_holders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ai_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_data_daily" ADD CONSTRAINT "personal_data_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_known_personal_data_policy" CHECK ("accounts"."personal_data_policy" in ('pseudonymise', 'offline', 'ask'));