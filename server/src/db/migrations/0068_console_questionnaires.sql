-- Questionnaires in the console (issue 31): a research form is a draft until an editor publishes it; `page` is the
-- app page that shows it (commonPage/pages/questionnaire or survey: the newest published form of that page). The
-- seeded forms write no status, so the default keeps them published; the console always writes its own. Forms
-- made in the console take ids from 1000 (the seed owns the small ones).
ALTER TABLE "research_forms"
  ADD COLUMN "page" text DEFAULT 'questionnaire' NOT NULL,
  ADD COLUMN "status" text DEFAULT 'published' NOT NULL,
  ADD COLUMN "published_at" timestamp with time zone,
  ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "research_forms" ADD CONSTRAINT "research_forms_page_ck" CHECK ("page" IN ('questionnaire', 'survey'));
--> statement-breakpoint
ALTER TABLE "research_forms" ADD CONSTRAINT "research_forms_status_ck" CHECK ("status" IN ('draft', 'published'));
--> statement-breakpoint
UPDATE "research_forms" SET "page" = 'survey' WHERE "code" = 'survey';
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "research_forms_id_seq" START WITH 1000 OWNED BY "research_forms"."id";
--> statement-breakpoint
ALTER TABLE "research_forms" ALTER COLUMN "id" SET DEFAULT nextval('research_forms_id_seq');
--> statement-breakpoint
CREATE INDEX "research_forms_page_idx" ON "research_forms" ("page", "status", "published_at");
--> statement-breakpoint
CREATE INDEX "research_answers_form_idx" ON "research_answers" ("form_id", "created_at");
