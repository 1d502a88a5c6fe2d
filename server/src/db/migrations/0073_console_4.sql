-- Seeded rows an operator has edited (issue 31): the demo seed (server/src/db/seed) upserts catalogue rows by
-- their fixed ids whenever the seed changes, which used to overwrite what an operator changed in the console.
-- Every console write runs in `audited` (services/admin/audit.ts), which sets the transaction-local setting
-- `jx.console_write` to 'on'; this trigger stamps `console_edited_at` on every row inserted or updated while it is
-- on (and only then: the app's own writes, such as play counts, and the seed's leave it alone). The seed's upsert
-- skips stamped rows, and its replaced link tables (plan days, floor goods, collection items) keep the rows of a
-- stamped parent. A row the console deletes leaves its old values in `console_deleted_rows`, and the seed does not
-- bring it back. Rows edited before this migration are not stamped (the audit log does not name table rows
-- reliably); their next console edit stamps them.
-- On PostgreSQL a nullable column without a default is a catalogue-only change (no table rewrite, no scan), and
-- creating a trigger holds its lock only for the catalogue update: no long lock on a big table.
CREATE OR REPLACE FUNCTION "console_edit_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('jx.console_write', true) = 'on' THEN
    NEW."console_edited_at" := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TABLE "console_deleted_rows" (
  "table_name" text NOT NULL,
  "row" jsonb NOT NULL,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "console_deleted_rows_table_idx" ON "console_deleted_rows" ("table_name");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "console_delete_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('jx.console_write', true) = 'on' THEN
    INSERT INTO "console_deleted_rows" ("table_name", "row") VALUES (TG_TABLE_NAME, to_jsonb(OLD));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['med_goods', 'med_resources', 'med_floors', 'med_day_recommend', 'study_plans', 'scenes',
    'settings', 'products', 'faqs', 'ads', 'courses', 'course_lessons', 'course_floors', 'course_events', 'camp_days',
    'marketing_pages', 'coupons', 'collections', 'research_forms']
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS "console_edited_at" timestamp with time zone', t);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW '
      'EXECUTE FUNCTION "console_edit_mark"()', t || '_console_edit', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW '
      'EXECUTE FUNCTION "console_delete_mark"()', t || '_console_delete', t);
  END LOOP;
END;
$$;
