-- Issue 33: when a meditation track was published (GET /v3/meditation/dailyUpdate lists those of the users' day).
-- Null: part of the catalogue from the start, never "new today".
ALTER TABLE "med_resources" ADD COLUMN IF NOT EXISTS "published_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "med_resources_published_idx" ON "med_resources" USING btree ("published_at") WHERE "published_at" IS NOT NULL;
