-- The console's VOD courses and short videos (issue 31): a course or short video the console creates is a `courses`
-- row with status 'draft' (the app's course lookup, repos/course.ts, finds only published ones); publishing sets
-- 'published' and unpublishing sets 'draft' again. Every write to `courses`/`course_lessons` fires the change-feed
-- trigger (0009), so every API process drops its catalogue cache. Seeded and other console rows stay published.
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN IF NOT EXISTS "published_at" timestamp with time zone;
--> statement-breakpoint
-- A lesson's file kind ('video' HLS or 'audio' AAC) and the console upload it came from (null: seeded).
ALTER TABLE "course_lessons" ADD COLUMN IF NOT EXISTS "media_kind" text DEFAULT 'video' NOT NULL;
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN IF NOT EXISTS "upload_id" text;
