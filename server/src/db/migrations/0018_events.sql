ALTER TABLE "course_events" ADD COLUMN "lat" double precision;
--> statement-breakpoint
ALTER TABLE "course_events" ADD COLUMN "lng" double precision;
--> statement-breakpoint
CREATE TABLE "act_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" integer,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "act_tickets" ADD CONSTRAINT "act_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "act_tickets" ADD CONSTRAINT "act_tickets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "act_tickets" ADD CONSTRAINT "act_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "act_tickets_code_uq" ON "act_tickets" USING btree ("code");
--> statement-breakpoint
CREATE UNIQUE INDEX "act_tickets_active_uq" ON "act_tickets" USING btree ("user_id","course_id") WHERE "act_tickets"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "act_tickets_user_idx" ON "act_tickets" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "camp_days" (
	"course_id" integer NOT NULL,
	"day" integer NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"media_path" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "camp_days_course_id_day_pk" PRIMARY KEY("course_id","day")
);
--> statement-breakpoint
ALTER TABLE "camp_days" ADD CONSTRAINT "camp_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "camp_progress" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_progress_user_id_course_id_day_pk" PRIMARY KEY("user_id","course_id","day")
);
--> statement-breakpoint
ALTER TABLE "camp_progress" ADD CONSTRAINT "camp_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "camp_progress" ADD CONSTRAINT "camp_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "marketing_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"published" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"visit_id" text NOT NULL,
	"user_id" integer,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_visits" ADD CONSTRAINT "marketing_visits_page_id_marketing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."marketing_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketing_visits" ADD CONSTRAINT "marketing_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_visits_visit_uq" ON "marketing_visits" USING btree ("page_id","visit_id");
