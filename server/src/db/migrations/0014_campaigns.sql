ALTER TABLE "orders" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_tag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pull_channel_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text;--> statement-breakpoint
CREATE TABLE "campaign_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"campaign" text NOT NULL,
	"campaign_version" integer NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer,
	"nationcode" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel_tag" text,
	"pull_channel_id" text,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behavior_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" text NOT NULL,
	"event" text NOT NULL,
	"page" text NOT NULL,
	"campaign" text,
	"user_id" integer,
	"channel_tag" text,
	"pull_channel_id" text,
	"channel" text,
	"seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"code" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_forms" ADD CONSTRAINT "campaign_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behavior_logs" ADD CONSTRAINT "behavior_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_forms_request_uq" ON "campaign_forms" USING btree ("kind","request_id");--> statement-breakpoint
CREATE INDEX "campaign_forms_campaign_idx" ON "campaign_forms" USING btree ("campaign","id");--> statement-breakpoint
CREATE UNIQUE INDEX "behavior_logs_visit_uq" ON "behavior_logs" USING btree ("visit_id") WHERE event = 'visit';--> statement-breakpoint
CREATE INDEX "behavior_logs_campaign_idx" ON "behavior_logs" USING btree ("campaign","event");--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_url_uq" ON "short_urls" USING btree ("url");
