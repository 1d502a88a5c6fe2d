-- The console's copies of the two home tabs' banners and floors (issue 31), as admin_faqs (0041) is of `faqs`:
-- a catalogue item gets a row the first time it is edited ("adopted"); publishing writes the row into `ads`
-- (position meditation_index / course_index) or `med_floors` / `course_floors`, whose change-feed triggers (0009)
-- drop every API process's catalogue cache. `home` is 'meditation' or 'course'; a floor's id is its catalogue
-- table's id, so it is unique per home only.
CREATE TABLE IF NOT EXISTS "admin_home_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"home" text NOT NULL,
	"nav_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text NOT NULL,
	"jump_type" smallint NOT NULL,
	"jump_value" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "admin_home_floors" (
	"home" text NOT NULL,
	"id" integer NOT NULL,
	"nav_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"style" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_home_floors_pk" PRIMARY KEY ("home", "id")
);
