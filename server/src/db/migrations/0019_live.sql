CREATE TABLE "live_channels" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'hls' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"replay_path" text DEFAULT '' NOT NULL,
	"pinned_message_id" integer
);
--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "live_teachers" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_teachers" ADD CONSTRAINT "live_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "live_signs" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_signs_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_signs" ADD CONSTRAINT "live_signs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_signs" ADD CONSTRAINT "live_signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"offset_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "live_messages_course_idx" ON "live_messages" USING btree ("course_id","id");
--> statement-breakpoint
CREATE TABLE "live_bans" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_bans_course_id_user_id_kind_pk" PRIMARY KEY("course_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
