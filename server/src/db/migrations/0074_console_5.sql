-- Pending changes of a published course or study plan (issue 31): an operator's edit of a published VOD course or
-- plan is kept here (the edited fields, and a plan's days as `items`), not in the row the app reads, until the
-- operator publishes the changes (applied in one transaction under the row's lock, then cleared) or discards them.
-- A nullable column without a default: a catalogue-only change on PostgreSQL (no rewrite, no long lock).
ALTER TABLE "courses" ADD COLUMN "pending" jsonb;
--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "pending" jsonb;
