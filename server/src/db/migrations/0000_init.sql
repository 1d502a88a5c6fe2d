CREATE TABLE "ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"nav_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text NOT NULL,
	"jump_type" smallint NOT NULL,
	"jump_value" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"valid_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_floor_items" (
	"floor_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"course_id" integer,
	"jump_type" smallint,
	"jump_sku" text,
	"title_zh" text,
	"title_en" text,
	"cover" text,
	"is_waterfall" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_floor_items_floor_id_sort_pk" PRIMARY KEY("floor_id","sort")
);
--> statement-breakpoint
CREATE TABLE "course_floors" (
	"id" integer PRIMARY KEY NOT NULL,
	"nav_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"style" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"video_path" text NOT NULL,
	"duration" integer NOT NULL,
	"is_free" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_navs" (
	"id" integer PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type" smallint NOT NULL,
	"sub_type" smallint DEFAULT 0 NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"video_path" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"original_price_cents" integer DEFAULT 0 NOT NULL,
	"card_level" smallint DEFAULT 0 NOT NULL,
	"live_status" smallint DEFAULT 0 NOT NULL,
	"live_start_at" timestamp with time zone,
	"live_end_at" timestamp with time zone,
	"study_people" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_zh" text NOT NULL,
	"category_en" text NOT NULL,
	"question_zh" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_zh" text NOT NULL,
	"answer_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_day_recommend" (
	"id" integer PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"quote_zh" text NOT NULL,
	"quote_en" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_floor_goods" (
	"floor_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "med_floor_goods_floor_id_goods_id_pk" PRIMARY KEY("floor_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "med_floors" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"style" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_goods" (
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
	"play_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_resources" (
	"id" integer PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"full_path" text NOT NULL,
	"duration" integer NOT NULL,
	"is_vip" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"resource_id" integer NOT NULL,
	"playtime" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_progress" (
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"resource_id" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"status" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_progress_user_id_kind_resource_id_pk" PRIMARY KEY("user_id","kind","resource_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"desc_zh" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"music" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"scope" text NOT NULL,
	"s_key" text NOT NULL,
	"s_val" text NOT NULL,
	CONSTRAINT "settings_scope_s_key_pk" PRIMARY KEY("scope","s_key")
);
--> statement-breakpoint
CREATE TABLE "study_plan_days" (
	"plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "study_plan_days_plan_id_day_sort_pk" PRIMARY KEY("plan_id","day","sort")
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"is_vip" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_scenes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"scene_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_study_plans" (
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_study_plans_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"email" text,
	"nationcode" text,
	"mobile" text,
	"password_hash" text,
	"lang" text DEFAULT 'zh-Hant' NOT NULL,
	"wechat_openid" text,
	"line_id" text,
	"facebook_id" text,
	"vip_expire_at" timestamp with time zone,
	"annual_card_level" smallint DEFAULT 0 NOT NULL,
	"annual_card_expire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_floor_items" ADD CONSTRAINT "course_floor_items_floor_id_course_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."course_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_floor_items" ADD CONSTRAINT "course_floor_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_floors" ADD CONSTRAINT "course_floors_nav_id_course_navs_id_fk" FOREIGN KEY ("nav_id") REFERENCES "public"."course_navs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_day_recommend" ADD CONSTRAINT "med_day_recommend_resource_id_med_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."med_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_floor_goods" ADD CONSTRAINT "med_floor_goods_floor_id_med_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."med_floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_floor_goods" ADD CONSTRAINT "med_floor_goods_goods_id_med_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."med_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resources" ADD CONSTRAINT "med_resources_goods_id_med_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."med_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_logs" ADD CONSTRAINT "play_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_progress" ADD CONSTRAINT "play_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_days" ADD CONSTRAINT "study_plan_days_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_days" ADD CONSTRAINT "study_plan_days_resource_id_med_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."med_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scenes" ADD CONSTRAINT "user_scenes_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_study_plans" ADD CONSTRAINT "user_study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_study_plans" ADD CONSTRAINT "user_study_plans_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_position_idx" ON "ads" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "course_floors_nav_idx" ON "course_floors" USING btree ("nav_id","sort");--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "course_navs_tag_uq" ON "course_navs" USING btree ("tag");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_sku_uq" ON "courses" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "med_goods_sku_uq" ON "med_goods" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "med_resources_goods_idx" ON "med_resources" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "play_logs_user_idx" ON "play_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_sku_uq" ON "study_plans" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("nationcode","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_uq" ON "users" USING btree ("wechat_openid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_line_uq" ON "users" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_uq" ON "users" USING btree ("facebook_id");--> statement-breakpoint
CREATE INDEX "verify_codes_target_idx" ON "verify_codes" USING btree ("channel","target","purpose","id");