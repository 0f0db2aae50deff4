CREATE TABLE "style_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "style_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"desk" text,
	"title" text NOT NULL,
	"explanation" text NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"find" text NOT NULL,
	"replace" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"examples_flagged" text[] NOT NULL,
	"examples_untouched" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "style_rules_known_kind" CHECK ("style_rules"."kind" in ('term', 'pattern', 'hint', 'instruction'))
);
--> statement-breakpoint
ALTER TABLE "style_rules" ADD CONSTRAINT "style_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "style_rules_account_id_idx" ON "style_rules" USING btree ("account_id");