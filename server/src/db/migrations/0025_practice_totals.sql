-- Practice totals (schema/practice.ts): per user and local day (Asia/Taipei, UTC+8 all year) the seconds and
-- sessions of both play-log tables, overall and per hour of the day, and per item per day and per month. Row
-- triggers on play_logs and course_play_logs keep them in the writing transaction: an insert upserts with
-- increments (parallel writes for one user serialize on the totals row), a delete subtracts and drops rows left
-- empty, an update does both. A log counts whole to the local day and hour of its created_at.
CREATE TABLE "practice_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"hour_seconds" integer[] NOT NULL,
	"hour_sessions" integer[] NOT NULL,
	CONSTRAINT "practice_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "practice_item_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"ref" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_item_days_user_id_day_kind_ref_sku_pk" PRIMARY KEY("user_id","day","kind","ref","sku"),
	CONSTRAINT "practice_item_days_kind" CHECK ("practice_item_days"."kind" IN ('track', 'course'))
);
--> statement-breakpoint
CREATE TABLE "practice_item_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"ref" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_item_months_user_id_month_kind_ref_sku_pk" PRIMARY KEY("user_id","month","kind","ref","sku"),
	CONSTRAINT "practice_item_months_kind" CHECK ("practice_item_months"."kind" IN ('track', 'course'))
);
--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "practice_item_days" ADD CONSTRAINT "practice_item_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "practice_item_months" ADD CONSTRAINT "practice_item_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One log's share (p_sign 1 adds it, -1 takes it away). Taking away only updates rows that exist, so the
-- cascade of a deleted user never re-creates its totals.
CREATE OR REPLACE FUNCTION "practice_totals_apply"(p_user integer, p_at timestamptz, p_seconds integer,
  p_kind text, p_ref integer, p_sku text, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp := (p_at AT TIME ZONE 'UTC') + interval '8 hours';
  v_day date := v_local::date;
  v_month date := date_trunc('month', v_local)::date;
  v_hour integer := extract(hour FROM v_local)::integer + 1;
  v_seconds integer := p_sign * p_seconds;
  v_hs integer[] := array_fill(0, ARRAY[24]);
  v_hc integer[] := array_fill(0, ARRAY[24]);
BEGIN
  IF p_sign > 0 THEN
    v_hs[v_hour] := v_seconds;
    v_hc[v_hour] := 1;
    INSERT INTO practice_days AS t (user_id, day, seconds, sessions, hour_seconds, hour_sessions)
      VALUES (p_user, v_day, v_seconds, 1, v_hs, v_hc)
      ON CONFLICT (user_id, day) DO UPDATE SET seconds = t.seconds + v_seconds, sessions = t.sessions + 1,
        hour_seconds[v_hour] = t.hour_seconds[v_hour] + v_seconds,
        hour_sessions[v_hour] = t.hour_sessions[v_hour] + 1;
    INSERT INTO practice_item_days AS t (user_id, day, kind, ref, sku, seconds, sessions)
      VALUES (p_user, v_day, p_kind, p_ref, p_sku, v_seconds, 1)
      ON CONFLICT (user_id, day, kind, ref, sku) DO UPDATE SET seconds = t.seconds + v_seconds,
        sessions = t.sessions + 1;
    INSERT INTO practice_item_months AS t (user_id, month, kind, ref, sku, seconds, sessions)
      VALUES (p_user, v_month, p_kind, p_ref, p_sku, v_seconds, 1)
      ON CONFLICT (user_id, month, kind, ref, sku) DO UPDATE SET seconds = t.seconds + v_seconds,
        sessions = t.sessions + 1;
  ELSE
    UPDATE practice_days AS t SET seconds = t.seconds + v_seconds, sessions = t.sessions - 1,
        hour_seconds[v_hour] = t.hour_seconds[v_hour] + v_seconds,
        hour_sessions[v_hour] = t.hour_sessions[v_hour] - 1
      WHERE t.user_id = p_user AND t.day = v_day;
    DELETE FROM practice_days AS t WHERE t.user_id = p_user AND t.day = v_day AND t.sessions <= 0;
    UPDATE practice_item_days AS t SET seconds = t.seconds + v_seconds, sessions = t.sessions - 1
      WHERE t.user_id = p_user AND t.day = v_day AND t.kind = p_kind AND t.ref = p_ref AND t.sku = p_sku;
    DELETE FROM practice_item_days AS t WHERE t.user_id = p_user AND t.day = v_day AND t.kind = p_kind
      AND t.ref = p_ref AND t.sku = p_sku AND t.sessions <= 0;
    UPDATE practice_item_months AS t SET seconds = t.seconds + v_seconds, sessions = t.sessions - 1
      WHERE t.user_id = p_user AND t.month = v_month AND t.kind = p_kind AND t.ref = p_ref AND t.sku = p_sku;
    DELETE FROM practice_item_months AS t WHERE t.user_id = p_user AND t.month = v_month AND t.kind = p_kind
      AND t.ref = p_ref AND t.sku = p_sku AND t.sessions <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "play_logs_practice_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM practice_totals_apply(OLD.user_id, OLD.created_at, OLD.playtime, 'track', OLD.resource_id, OLD.sku, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM practice_totals_apply(NEW.user_id, NEW.created_at, NEW.playtime, 'track', NEW.resource_id, NEW.sku, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "course_play_logs_practice_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM practice_totals_apply(OLD.user_id, OLD.created_at, OLD.playtime, 'course', OLD.course_id, '', -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM practice_totals_apply(NEW.user_id, NEW.created_at, NEW.playtime, 'course', NEW.course_id, '', 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "play_logs_practice_totals" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "sku", "resource_id", "playtime", "created_at" ON "play_logs" FOR EACH ROW EXECUTE FUNCTION "play_logs_practice_totals"();
--> statement-breakpoint
CREATE TRIGGER "course_play_logs_practice_totals" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "course_id", "playtime", "created_at" ON "course_play_logs" FOR EACH ROW EXECUTE FUNCTION "course_play_logs_practice_totals"();
--> statement-breakpoint
-- Backfill from the logs written before the triggers (the same day, hour and item rules as the function).
CREATE TEMPORARY TABLE "practice_backfill" AS
  SELECT user_id, local::date AS day, date_trunc('month', local)::date AS month,
    extract(hour FROM local)::integer AS hour, kind, ref, sku, playtime
  FROM (
    SELECT user_id, (created_at AT TIME ZONE 'UTC') + interval '8 hours' AS local, 'track' AS kind,
      resource_id AS ref, sku, playtime FROM play_logs
    UNION ALL
    SELECT user_id, (created_at AT TIME ZONE 'UTC') + interval '8 hours', 'course', course_id, '', playtime
    FROM course_play_logs
  ) l;
--> statement-breakpoint
INSERT INTO "practice_days" (user_id, day, seconds, sessions, hour_seconds, hour_sessions)
  SELECT d.user_id, d.day, sum(coalesce(h.seconds, 0)), sum(coalesce(h.sessions, 0)),
    array_agg(coalesce(h.seconds, 0) ORDER BY g.hour), array_agg(coalesce(h.sessions, 0) ORDER BY g.hour)
  FROM (SELECT DISTINCT user_id, day FROM practice_backfill) d
  CROSS JOIN generate_series(0, 23) AS g(hour)
  LEFT JOIN (
    SELECT user_id, day, hour, sum(playtime)::integer AS seconds, count(*)::integer AS sessions
    FROM practice_backfill GROUP BY user_id, day, hour
  ) h ON h.user_id = d.user_id AND h.day = d.day AND h.hour = g.hour
  GROUP BY d.user_id, d.day;
--> statement-breakpoint
INSERT INTO "practice_item_days" (user_id, day, kind, ref, sku, seconds, sessions)
  SELECT user_id, day, kind, ref, sku, sum(playtime)::integer, count(*)::integer
  FROM practice_backfill GROUP BY user_id, day, kind, ref, sku;
--> statement-breakpoint
INSERT INTO "practice_item_months" (user_id, month, kind, ref, sku, seconds, sessions)
  SELECT user_id, month, kind, ref, sku, sum(playtime)::integer, count(*)::integer
  FROM practice_backfill GROUP BY user_id, month, kind, ref, sku;
--> statement-breakpoint
DROP TABLE "practice_backfill";
