-- The console's campaign landing pages (issue 31): an operator's copy of a campaign definition. `draft` is the
-- editor's working copy (never shown by the app); `published` is what GET /v2/activity/page/:id and the campaign
-- forms read instead of the seed file (src/db/campaigns) while `state` is 'published'; 'unpublished' takes the
-- landing out of the app (404); 'draft' leaves the app on the seed file (or 404 for a landing made in the console).
CREATE TABLE "landing_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_definitions_state_ck" CHECK ("state" IN ('draft', 'published', 'unpublished')),
	CONSTRAINT "landing_definitions_published_ck" CHECK ("state" <> 'published' OR "published" IS NOT NULL)
);
