-- Text lessons (issue 31: "courses with lessons (video, audio, text)"): a lesson of media_kind 'text' carries its
-- body in both languages (plain text, paragraphs split on blank lines; never HTML) and no media file.
ALTER TABLE course_lessons ADD COLUMN body_zh text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE course_lessons ADD COLUMN body_en text NOT NULL DEFAULT '';
--> statement-breakpoint
-- Annual card products drafted in the console: 'draft' until published; the app lists and sells 'published' only.
-- Existing products (seeded) are published.
ALTER TABLE products ADD COLUMN status text NOT NULL DEFAULT 'published';
