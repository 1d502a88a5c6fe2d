-- The console's live courses (issue 31), as admin_faqs (0041) is of `faqs`: a live course gets a row here when the
-- console creates it (a draft) or first edits a catalogue live ("adopts" it); publishing writes the row into
-- `courses` (type 0, sub_type 2), whose change-feed trigger (0009) drops every API process's catalogue cache.
-- `id` is the live's `courses` id, published or to be. Times are null only for an adopted catalogue live that has
-- none (the console creates every live with both).
CREATE TABLE IF NOT EXISTS "admin_lives" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"live_start_at" timestamp with time zone,
	"live_end_at" timestamp with time zone,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"card_level" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_lives_times_ck" CHECK ("live_end_at" > "live_start_at")
);
--> statement-breakpoint
-- New course ids for the console (a live now, courses later): nextval never gives two callers the same number,
-- so operators creating at once cannot collide (the console used one past the highest id before). The allocator
-- (db/repos/adminLives.ts) skips numbers the catalogue already holds (seeded after this ran) by calling nextval,
-- never setval, so the sequence only moves forward.
CREATE SEQUENCE IF NOT EXISTS "admin_course_ids";
