CREATE TABLE "insight_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"preset_id" integer,
	"scene_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"resource_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_resource_likes" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "med_resource_likes_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "timer_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"interval_minutes" integer DEFAULT 0 NOT NULL,
	"warmup_seconds" integer DEFAULT 0 NOT NULL,
	"scene_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_sessions" ADD CONSTRAINT "insight_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_favorites" ADD CONSTRAINT "med_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_favorites" ADD CONSTRAINT "med_favorites_goods_id_med_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."med_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_likes" ADD CONSTRAINT "med_resource_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_likes" ADD CONSTRAINT "med_resource_likes_resource_id_med_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."med_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_presets" ADD CONSTRAINT "timer_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_presets" ADD CONSTRAINT "timer_presets_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_sessions_user_idx" ON "insight_sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "med_favorites_uq" ON "med_favorites" USING btree ("user_id","goods_id","resource_id");--> statement-breakpoint
CREATE INDEX "med_favorites_user_idx" ON "med_favorites" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "med_resource_likes_res_idx" ON "med_resource_likes" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "timer_presets_user_idx" ON "timer_presets" USING btree ("user_id","id");