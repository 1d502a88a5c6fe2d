-- Time zones (issue 32 item 12): a user's days are those of their own zone. users.time_zone is the IANA name the
-- app sends from the device (PUT /v2/users/{id}/update; validated by Intl and by this database before it is
-- stored); NULL (accounts that never sent one) is Asia/Taipei. The practice totals of migration 0025 now count a
-- log to the day and hour of its user's zone, and a change of zone recounts that user's totals from their logs
-- (practice_zone_set), so a delete always subtracts from the day its insert added to.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "time_zone" text;
--> statement-breakpoint
-- The user's zone for counting a log. A change of zone holds this user's exclusive lock (practice_zone_set), the
-- counting of a log its shared one: a log written while the zone changes waits for the change to commit and then
-- counts in the new zone; the recount waits for logs being written and sees them.
CREATE OR REPLACE FUNCTION "practice_user_zone"(p_user integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('practice_totals_zone'), p_user);
  SELECT time_zone INTO v_zone FROM users WHERE id = p_user;
  RETURN coalesce(v_zone, 'Asia/Taipei');
END;
$$;
--> statement-breakpoint
-- One log's share (p_sign 1 adds it, -1 takes it away), as in 0025 but on the user's local day and hour.
CREATE OR REPLACE FUNCTION "practice_totals_apply"(p_user integer, p_at timestamptz, p_seconds integer,
  p_kind text, p_ref integer, p_sku text, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_local timestamp := p_at AT TIME ZONE practice_user_zone(p_user);
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
-- A user's logs on the local days, months and hours of a zone (what the recount adds up).
CREATE OR REPLACE FUNCTION "practice_user_logs"(p_user integer, p_zone text)
  RETURNS TABLE (day date, month date, hour integer, kind text, ref integer, sku text, playtime integer)
  LANGUAGE sql STABLE AS $$
  SELECT local::date, date_trunc('month', local)::date, extract(hour FROM local)::integer, kind, ref, sku, playtime
  FROM (
    SELECT created_at AT TIME ZONE p_zone AS local, 'track'::text AS kind, resource_id AS ref, sku,
      playtime::integer AS playtime FROM play_logs WHERE user_id = p_user
    UNION ALL
    SELECT created_at AT TIME ZONE p_zone, 'course', course_id, '', playtime::integer FROM course_play_logs
    WHERE user_id = p_user
  ) l;
$$;
--> statement-breakpoint
-- One user's totals counted again from their logs in their (new) zone.
CREATE OR REPLACE FUNCTION "practice_totals_rebuild"(p_user integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text := practice_user_zone(p_user);
BEGIN
  DELETE FROM practice_days WHERE user_id = p_user;
  DELETE FROM practice_item_days WHERE user_id = p_user;
  DELETE FROM practice_item_months WHERE user_id = p_user;
  INSERT INTO practice_days (user_id, day, seconds, sessions, hour_seconds, hour_sessions)
    SELECT p_user, d.day, sum(coalesce(h.seconds, 0)), sum(coalesce(h.sessions, 0)),
      array_agg(coalesce(h.seconds, 0) ORDER BY g.hour), array_agg(coalesce(h.sessions, 0) ORDER BY g.hour)
    FROM (SELECT DISTINCT l.day FROM practice_user_logs(p_user, v_zone) l) d
    CROSS JOIN generate_series(0, 23) AS g(hour)
    LEFT JOIN (
      SELECT l.day, l.hour, sum(l.playtime)::integer AS seconds, count(*)::integer AS sessions
      FROM practice_user_logs(p_user, v_zone) l GROUP BY l.day, l.hour
    ) h ON h.day = d.day AND h.hour = g.hour
    GROUP BY d.day;
  INSERT INTO practice_item_days (user_id, day, kind, ref, sku, seconds, sessions)
    SELECT p_user, l.day, l.kind, l.ref, l.sku, sum(l.playtime)::integer, count(*)::integer
    FROM practice_user_logs(p_user, v_zone) l GROUP BY l.day, l.kind, l.ref, l.sku;
  INSERT INTO practice_item_months (user_id, month, kind, ref, sku, seconds, sessions)
    SELECT p_user, l.month, l.kind, l.ref, l.sku, sum(l.playtime)::integer, count(*)::integer
    FROM practice_user_logs(p_user, v_zone) l GROUP BY l.month, l.kind, l.ref, l.sku;
END;
$$;
--> statement-breakpoint
-- Sets a user's zone (an IANA name this database knows) and recounts their totals in it, in one statement.
CREATE OR REPLACE FUNCTION "practice_zone_set"(p_user integer, p_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('practice_totals_zone'), p_user);
  UPDATE users SET time_zone = p_zone WHERE id = p_user;
  PERFORM practice_totals_rebuild(p_user);
END;
$$;
