-- Scale (issue 34): the achievements read per-day totals instead of every play log and timer session of the user.
-- activity_days: per user and local day (the user's zone, as the practice totals of 0042) the seconds and the
-- number of activities (play_logs and insight_sessions: what routes/meditation/achievementMath counts; not the
-- course play logs, which the practice totals count and the achievements never did). Kept by row triggers on both
-- tables, recounted with the practice totals when the user's zone changes (practice_zone_set), and backfilled here.
CREATE TABLE IF NOT EXISTS "activity_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One activity's share (p_sign 1 adds it, -1 takes it away) on its local day in the user's zone.
CREATE OR REPLACE FUNCTION "activity_days_apply"(p_user integer, p_at timestamptz, p_seconds integer,
  p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_at AT TIME ZONE practice_user_zone(p_user))::date;
BEGIN
  IF p_sign > 0 THEN
    INSERT INTO activity_days AS t (user_id, day, seconds, sessions) VALUES (p_user, v_day, p_seconds, 1)
      ON CONFLICT (user_id, day) DO UPDATE SET seconds = t.seconds + p_seconds, sessions = t.sessions + 1;
  ELSE
    UPDATE activity_days AS t SET seconds = t.seconds - p_seconds, sessions = t.sessions - 1
      WHERE t.user_id = p_user AND t.day = v_day;
    DELETE FROM activity_days AS t WHERE t.user_id = p_user AND t.day = v_day AND t.sessions <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "play_logs_activity_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM activity_days_apply(OLD.user_id, OLD.created_at, OLD.playtime, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM activity_days_apply(NEW.user_id, NEW.created_at, NEW.playtime, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_sessions_activity_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM activity_days_apply(OLD.user_id, OLD.created_at, OLD.seconds, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM activity_days_apply(NEW.user_id, NEW.created_at, NEW.seconds, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The triggers first: creating them holds off writes to both tables until this migration commits, so the backfill
-- below sees every row and no row is counted twice.
DROP TRIGGER IF EXISTS "play_logs_activity_days" ON "play_logs";
--> statement-breakpoint
CREATE TRIGGER "play_logs_activity_days" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "playtime", "created_at" ON "play_logs" FOR EACH ROW EXECUTE FUNCTION "play_logs_activity_days"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "insight_sessions_activity_days" ON "insight_sessions";
--> statement-breakpoint
CREATE TRIGGER "insight_sessions_activity_days" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "seconds", "created_at" ON "insight_sessions" FOR EACH ROW EXECUTE FUNCTION "insight_sessions_activity_days"();
--> statement-breakpoint
-- One user's activity days counted again from their rows in their zone.
CREATE OR REPLACE FUNCTION "activity_days_rebuild"(p_user integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text := practice_user_zone(p_user);
BEGIN
  DELETE FROM activity_days WHERE user_id = p_user;
  INSERT INTO activity_days (user_id, day, seconds, sessions)
    SELECT p_user, (l.created_at AT TIME ZONE v_zone)::date, sum(l.seconds)::integer, count(*)::integer
    FROM (
      SELECT created_at, playtime AS seconds FROM play_logs WHERE user_id = p_user
      UNION ALL
      SELECT created_at, seconds FROM insight_sessions WHERE user_id = p_user
    ) l
    GROUP BY 2;
END;
$$;
--> statement-breakpoint
-- As in 0042, and the activity days are recounted in the new zone too.
CREATE OR REPLACE FUNCTION "practice_zone_set"(p_user integer, p_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('practice_totals_zone'), p_user);
  UPDATE users SET time_zone = p_zone WHERE id = p_user;
  PERFORM practice_totals_rebuild(p_user);
  PERFORM activity_days_rebuild(p_user);
END;
$$;
--> statement-breakpoint
-- The existing rows, in one grouped pass.
INSERT INTO activity_days (user_id, day, seconds, sessions)
  SELECT l.user_id, (l.created_at AT TIME ZONE coalesce(u.time_zone, 'Asia/Taipei'))::date, sum(l.seconds)::integer,
    count(*)::integer
  FROM (
    SELECT user_id, created_at, playtime AS seconds FROM play_logs
    UNION ALL
    SELECT user_id, created_at, seconds FROM insight_sessions
  ) l
  JOIN users u ON u.id = l.user_id
  GROUP BY 1, 2
  ON CONFLICT (user_id, day) DO NOTHING;
