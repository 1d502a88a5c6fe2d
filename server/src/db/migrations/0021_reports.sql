CREATE INDEX "play_logs_user_created_idx" ON "play_logs" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "course_play_logs_user_created_idx" ON "course_play_logs" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"mood" smallint NOT NULL,
	"sleep" smallint NOT NULL,
	"stress" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "check_ins_scales" CHECK ("check_ins"."mood" BETWEEN 1 AND 5 AND "check_ins"."sleep" BETWEEN 1 AND 5 AND "check_ins"."stress" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "research_forms" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "research_forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "research_answers" (
	"form_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_answers_form_id_user_id_pk" PRIMARY KEY("form_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_form_id_research_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."research_forms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "research_answers" ADD CONSTRAINT "research_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "kzero_assessments" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kzero_assessments" ADD CONSTRAINT "kzero_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
