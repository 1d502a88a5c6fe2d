CREATE TABLE "maya_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maya_kins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"birthday" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maya_kins" ADD CONSTRAINT "maya_kins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maya_articles_category_idx" ON "maya_articles" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "maya_kins_user_idx" ON "maya_kins" USING btree ("user_id","id");