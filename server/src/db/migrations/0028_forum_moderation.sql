-- The community's moderation queue (schema/forum.ts forum_moderation): posts hidden by weighted reports, or
-- reported enough but kept visible because their author is an established member. Posts already hidden by the
-- old count of reports join the queue, pending.
CREATE TABLE "forum_moderation" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hidden" smallint NOT NULL,
	"points" integer NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
ALTER TABLE "forum_moderation" ADD CONSTRAINT "forum_moderation_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation" ADD CONSTRAINT "forum_moderation_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_moderation_state_idx" ON "forum_moderation" USING btree ("state","queued_at");--> statement-breakpoint
INSERT INTO "forum_moderation" ("post_id", "state", "hidden", "points", "queued_at")
SELECT "id", 'pending', 1, "report_count", now() FROM "forum_posts" WHERE "status" = 'review';
