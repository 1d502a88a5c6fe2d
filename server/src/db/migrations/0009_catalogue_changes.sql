-- Catalogue change feed: every write to a catalogue table (statement level, delivered at commit) notifies the
-- channel `catalogue_changed` with the table's name. Each API process listens and drops its catalogue read cache,
-- so several processes on one database, and writes made outside the app (an operator's SQL), stay consistent.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['med_goods', 'med_resources', 'med_floors', 'med_floor_goods', 'med_day_recommend',
    'study_plans', 'study_plan_days', 'scenes', 'settings', 'products', 'faqs', 'ads', 'course_navs', 'courses',
    'course_lessons', 'course_floors', 'course_floor_items']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION "notify_catalogue_changed"()', t || '_catalogue_changed', t);
  END LOOP;
END;
$$;
