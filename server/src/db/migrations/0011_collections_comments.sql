CREATE TABLE "collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_id" integer,
	"course_id" integer,
	CONSTRAINT "collection_items_collection_id_position_pk" PRIMARY KEY("collection_id","position"),
	CONSTRAINT "collection_items_one_target" CHECK (("collection_items"."goods_id" is null) <> ("collection_items"."course_id" is null))
);
--> statement-breakpoint
CREATE TABLE "collection_favorites" (
	"user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_favorites_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "med_resource_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "med_resource_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "med_resource_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_goods_id_med_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."med_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_favorites" ADD CONSTRAINT "collection_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_favorites" ADD CONSTRAINT "collection_favorites_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_comments" ADD CONSTRAINT "med_resource_comments_resource_id_med_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."med_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_comments" ADD CONSTRAINT "med_resource_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_comment_likes" ADD CONSTRAINT "med_resource_comment_likes_comment_id_med_resource_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."med_resource_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_resource_comment_likes" ADD CONSTRAINT "med_resource_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_favorites_collection_idx" ON "collection_favorites" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "med_resource_comments_resource_idx" ON "med_resource_comments" USING btree ("resource_id","id");--> statement-breakpoint
CREATE TRIGGER "collections_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "collection_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
