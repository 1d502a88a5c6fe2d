-- The console's collections (issue 31): a collection written in the console is a draft (not in the app) until
-- published; unpublishing takes it out of the app again. Every collection already in the catalogue is published.
ALTER TABLE "collections" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_status_ck" CHECK ("status" IN ('draft', 'published'));
