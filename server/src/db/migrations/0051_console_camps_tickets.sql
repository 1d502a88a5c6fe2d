-- The console's online camps with their days, and activity tickets (issue 31), in the shape of admin_lives (0047):
-- a camp or ticket gets a row here when the console creates it (a draft) or first edits a catalogue one ("adopts"
-- it); publishing writes it into `courses` (type 1 camp, type 2 ticket), `camp_days` and `course_events`; the
-- change-feed trigger on `courses` (0009) drops every API process's catalogue cache. Ids come from admin_course_ids.
CREATE TABLE IF NOT EXISTS "admin_camps" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"card_level" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A camp's day as the console edits it; publishing replaces the camp's `camp_days` with these.
CREATE TABLE IF NOT EXISTS "admin_camp_days" (
	"camp_id" integer NOT NULL REFERENCES "admin_camps"("id") ON DELETE CASCADE,
	"day" integer NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"media_path" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("camp_id", "day")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "admin_tickets" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"venue_zh" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	"address_zh" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"needs_mobile" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
