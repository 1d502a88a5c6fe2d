-- The operator console (issue 31, schema/admin.ts): operators, their sessions and failed sign-ins, the append-only
-- audit log, and the console's album and track drafts. Hand-written (the slot was reserved).
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" integer,
	"role" text NOT NULL,
	"enterprise_id" integer,
	"locale" text DEFAULT 'zh-Hant' NOT NULL,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_ck" CHECK ("role" IN ('owner', 'editor', 'support', 'moderator', 'group_admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_uq" ON "operators" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");
--> statement-breakpoint
CREATE TABLE "operator_login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "operator_login_failures_email_idx" ON "operator_login_failures" USING btree ("email","at");
--> statement-breakpoint
CREATE INDEX "operator_login_failures_ip_idx" ON "operator_login_failures" USING btree ("ip","at");
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_type","target_id");
--> statement-breakpoint
-- Append-only: no role, the application's included, may change or remove an audit row.
CREATE OR REPLACE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_update" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_append_only"();
--> statement-breakpoint
-- Ids of console-made albums and tracks (their med_goods / med_resources ids once published), far above the seed's.
CREATE SEQUENCE "admin_content_ids" START WITH 1000000;
--> statement-breakpoint
CREATE TABLE "admin_albums" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"is_vip" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"floor_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_tracks" (
	"id" integer PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL REFERENCES "admin_albums"("id") ON DELETE cascade,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"media_upload_id" text,
	"media_path" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"is_vip" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_tracks_album_idx" ON "admin_tracks" USING btree ("album_id","sort");
