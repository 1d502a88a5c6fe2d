-- Media uploaded from the operator console (issue 31, storage/uploads.ts): one row per tus upload, from its first
-- byte to the probed, AAC-converted file a track plays. Hand-written (the slot was reserved).
CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"duration" integer,
	"media_path" text,
	"member_media_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_status_ck" CHECK ("status" IN ('uploading', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "media_uploads_created_idx" ON "media_uploads" USING btree ("created_at");
