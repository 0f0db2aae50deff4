CREATE TABLE "dashboards" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epaper_daily" (
	"day" date NOT NULL,
	"edition" text NOT NULL,
	"readers" bigint NOT NULL,
	"downloads" bigint NOT NULL,
	CONSTRAINT "epaper_daily_day_edition_pk" PRIMARY KEY("day","edition")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"email" text,
	"tenant" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "infonline_daily" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"visits" bigint NOT NULL,
	"page_impressions" bigint NOT NULL,
	CONSTRAINT "infonline_daily_day_brand_pk" PRIMARY KEY("day","brand")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"list_id" integer NOT NULL,
	"email" text NOT NULL,
	"uid" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_list_id_email_pk" PRIMARY KEY("list_id","email"),
	CONSTRAINT "newsletter_subscriptions_email_lower" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"slug" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"owner_uid" text NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symplr_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"ad_impressions" bigint NOT NULL,
	"revenue" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top30_daily" (
	"day" date NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"page_impressions" bigint NOT NULL,
	CONSTRAINT "top30_daily_day_url_pk" PRIMARY KEY("day","url")
);
--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "short_links_owner_created_idx" ON "short_links" USING btree ("owner_uid","created_at" DESC NULLS LAST);