-- Which streaming service runs a live course (issue 33): our own HLS room ('own', the default when no row) or a
-- Polyv channel ('polyv' with its channel id). Keyed by the live's id (catalogue course or console draft).
CREATE TABLE IF NOT EXISTS live_course_providers (
  course_id integer PRIMARY KEY,
  provider text NOT NULL DEFAULT 'own' CHECK (provider IN ('own', 'polyv')),
  polyv_channel_id text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (provider = 'own' OR polyv_channel_id ~ '^[0-9]{1,20}$')
);
