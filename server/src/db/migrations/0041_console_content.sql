-- The console's FAQ entries (issue 31): an operator's working copy of each entry of `faqs`. An entry of the
-- catalogue gets a row the first time it is edited ("adopted"); publishing copies the row into `faqs`, whose
-- change-feed trigger (0009) drops every API process's catalogue cache.
CREATE TABLE IF NOT EXISTS "admin_faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"question_zh" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_zh" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
