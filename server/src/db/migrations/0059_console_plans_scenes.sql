-- The console's study plans (issue 31): a plan written in the console is a draft (not in the app) until published.
-- Every plan already in the catalogue is published.
ALTER TABLE "study_plans" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_status_ck" CHECK ("status" IN ('draft', 'published'));
