-- Issue 33: course notes and homework answers (spec §7 "notes and repo answers"). Notes are private to their
-- author; homework prompts are catalogue rows (seed/learningNotes.ts); answers carry the teacher's reply.
CREATE TABLE IF NOT EXISTS "lesson_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"lesson_id" integer NOT NULL REFERENCES "course_lessons"("id") ON DELETE cascade,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lesson_notes_user_idx" ON "lesson_notes" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lesson_notes_lesson_idx" ON "lesson_notes" USING btree ("user_id","lesson_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lesson_homework" (
	"lesson_id" integer PRIMARY KEY NOT NULL REFERENCES "course_lessons"("id") ON DELETE cascade,
	"prompt_zh" text NOT NULL,
	"prompt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "homework_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"lesson_id" integer NOT NULL REFERENCES "lesson_homework"("lesson_id") ON DELETE cascade,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"reply" text,
	"replied_by" integer REFERENCES "users"("id") ON DELETE set null,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "homework_answers_user_idx" ON "homework_answers" USING btree ("user_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "homework_answers_lesson_idx" ON "homework_answers" USING btree ("lesson_id","id");
--> statement-breakpoint
-- Account deletion (POST /v3/user/signOut) keeps the users row but blanks it (deleted_at): notes and answers are
-- personal data, so they go with it, whichever code path marks the account deleted.
CREATE OR REPLACE FUNCTION "learning_notes_forget_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "lesson_notes" WHERE "user_id" = NEW."id";
	DELETE FROM "homework_answers" WHERE "user_id" = NEW."id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "learning_notes_forget_user" ON "users";
--> statement-breakpoint
CREATE TRIGGER "learning_notes_forget_user" AFTER UPDATE OF "deleted_at" ON "users"
	FOR EACH ROW WHEN (NEW."deleted_at" IS NOT NULL AND OLD."deleted_at" IS NULL)
	EXECUTE FUNCTION "learning_notes_forget_user"();
