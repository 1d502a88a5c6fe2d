-- The console's scene music and daily picks (issue 31). A scene or a daily pick written in the console is a draft
-- (not in the app) until published; every row already there (the seed's) is published. A scene made in the console
-- names the audio upload its music came from. A daily pick may name a date (the listener's own calendar day): that
-- day shows it instead of the rotation of the undated picks; one pick per date (a second is refused, 409).
ALTER TABLE "scenes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scenes" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_status_ck" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "med_day_recommend" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "med_day_recommend" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "med_day_recommend" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "med_day_recommend" ADD CONSTRAINT "med_day_recommend_status_ck" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
CREATE UNIQUE INDEX "med_day_recommend_day_uq" ON "med_day_recommend" ("day");
