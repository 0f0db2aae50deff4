CREATE TABLE "style_rule_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "style_rule_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"rule" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_rule_stats" (
	"rule_id" bigint PRIMARY KEY NOT NULL,
	"fired" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "style_rule_changes" ADD CONSTRAINT "style_rule_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_rule_stats" ADD CONSTRAINT "style_rule_stats_rule_id_style_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."style_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "style_rule_changes_rule_idx" ON "style_rule_changes" USING btree ("account_id","rule_id","at" DESC NULLS LAST);