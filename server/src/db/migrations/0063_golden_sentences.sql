-- Golden sentences (spec §7 "golden sentence", issue 33): the operators' short quotes, one shown a day on the
-- meditation home (GET /v3/meditation/goldenSentence) and drawn as a 375 × 650 poster to save and share. A console
-- draft is not shown; the published ones rotate by (sort, id), one a day. Writes notify the catalogue change feed
-- (migration 0009) so every process drops its cached list.
CREATE TABLE IF NOT EXISTS "golden_sentences" (
  "id" serial PRIMARY KEY,
  "text_zh" text NOT NULL,
  "text_en" text NOT NULL DEFAULT '',
  "author_zh" text NOT NULL DEFAULT '',
  "author_en" text NOT NULL DEFAULT '',
  "sort" integer NOT NULL DEFAULT 0,
  "status" text NOT NULL DEFAULT 'draft',
  "published_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "golden_sentences_status" CHECK ("status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TRIGGER "golden_sentences_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "golden_sentences"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
INSERT INTO "golden_sentences" ("text_zh", "text_en", "author_zh", "author_en", "sort", "status", "published_at") VALUES
  ('呼吸是回到當下最近的路。', 'Your breath is the shortest way back to the present moment.', '靜心編輯室', 'Jingxin editors', 1, 'published', now()),
  ('不必急著變好，先好好陪伴自己。', 'No need to rush to be better; first keep yourself good company.', '靜心編輯室', 'Jingxin editors', 2, 'published', now()),
  ('讓念頭像雲一樣飄過，你是那片天空。', 'Let thoughts drift by like clouds; you are the sky.', '靜心編輯室', 'Jingxin editors', 3, 'published', now()),
  ('今天只要比昨天多溫柔一點就夠了。', 'Today, a little more gentleness than yesterday is enough.', '靜心編輯室', 'Jingxin editors', 4, 'published', now());
