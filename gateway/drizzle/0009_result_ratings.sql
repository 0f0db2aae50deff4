CREATE TABLE "result_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"account_id" integer NOT NULL,
	"tool" text NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"history_entry_id" bigint,
	"helpful" boolean NOT NULL,
	"reason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "result_ratings" ADD CONSTRAINT "result_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_ratings_account_tool_idx" ON "result_ratings" USING btree ("account_id","tool");