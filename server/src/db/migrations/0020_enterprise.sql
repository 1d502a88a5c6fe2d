CREATE TABLE "enterprises" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"wecom_corp_id" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_slug_uq" ON "enterprises" USING btree ("slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_corp_uq" ON "enterprises" USING btree ("wecom_corp_id");
--> statement-breakpoint
CREATE TABLE "enterprise_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"join_code" text NOT NULL,
	"code_expires_at" timestamp with time zone,
	"is_default" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_groups" ADD CONSTRAINT "enterprise_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_groups_code_uq" ON "enterprise_groups" USING btree ("join_code");
--> statement-breakpoint
CREATE INDEX "enterprise_groups_ent_idx" ON "enterprise_groups" USING btree ("enterprise_id");
--> statement-breakpoint
CREATE TABLE "enterprise_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint DEFAULT 0 NOT NULL,
	"via" text DEFAULT 'invite' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enterprise_members" ADD CONSTRAINT "enterprise_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enterprise_members_user_idx" ON "enterprise_members" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "enterprise_sanctions" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_sanctions_group_id_user_id_kind_pk" PRIMARY KEY("group_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "enterprise_sanctions" ADD CONSTRAINT "enterprise_sanctions_group_id_enterprise_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."enterprise_groups"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enterprise_sanctions" ADD CONSTRAINT "enterprise_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enterprise_sanctions" ADD CONSTRAINT "enterprise_sanctions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "enterprise_wecom_users" (
	"corp_id" text NOT NULL,
	"wecom_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_wecom_users_corp_id_wecom_user_id_pk" PRIMARY KEY("corp_id","wecom_user_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise_wecom_users" ADD CONSTRAINT "enterprise_wecom_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "enterprise_courses" (
	"enterprise_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enterprise_courses_enterprise_id_course_id_pk" PRIMARY KEY("enterprise_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD CONSTRAINT "enterprise_courses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD CONSTRAINT "enterprise_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enterprise_courses_course_idx" ON "enterprise_courses" USING btree ("course_id");
--> statement-breakpoint
CREATE TABLE "enterprise_albums" (
	"id" integer PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_albums" ADD CONSTRAINT "enterprise_albums_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_albums_sku_uq" ON "enterprise_albums" USING btree ("sku");
--> statement-breakpoint
CREATE TABLE "enterprise_tracks" (
	"id" integer PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"full_path" text NOT NULL,
	"duration" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_tracks" ADD CONSTRAINT "enterprise_tracks_album_id_enterprise_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."enterprise_albums"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enterprise_tracks_album_idx" ON "enterprise_tracks" USING btree ("album_id","sort");
