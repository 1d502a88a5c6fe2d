CREATE TABLE "gold_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_accounts_balance_ck" CHECK ("gold_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_gifts" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"desc_zh" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"price_gold" integer NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"course_sku" text,
	"stock" integer,
	"initial_stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gold_gifts_stock_ck" CHECK ("gold_gifts"."stock" is null or "gold_gifts"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"gold" integer NOT NULL,
	"status" text NOT NULL,
	"recipient_name" text NOT NULL,
	"nationcode" text DEFAULT '86' NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD COLUMN "balance_after" integer;--> statement-breakpoint
ALTER TABLE "gold_accounts" ADD CONSTRAINT "gold_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_exchanges" ADD CONSTRAINT "gold_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_exchanges" ADD CONSTRAINT "gold_exchanges_gift_id_gold_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gold_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_exchanges_idem_uq" ON "gold_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gold_exchanges_user_idx" ON "gold_exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gold_ledger_idem_uq" ON "gold_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
INSERT INTO "gold_accounts" ("user_id", "balance")
	SELECT "user_id", greatest(sum("amount"), 0)::int FROM "gold_ledger" GROUP BY "user_id";--> statement-breakpoint
UPDATE "gold_ledger" AS l SET "balance_after" = s."running"
	FROM (SELECT "id", sum("amount") OVER (PARTITION BY "user_id" ORDER BY "id")::int AS "running" FROM "gold_ledger") AS s
	WHERE s."id" = l."id";--> statement-breakpoint
UPDATE "gold_ledger" SET "idempotency_key" = 'invite:' || "ref_id" WHERE "reason" = 'invite' AND "idempotency_key" IS NULL;--> statement-breakpoint
INSERT INTO "gold_gifts" ("id", "kind", "title_zh", "title_en", "desc_zh", "desc_en", "price_gold", "days", "course_sku", "stock", "initial_stock", "sort") VALUES
	(1, 'vip_days', '冥想會員 7 天', '7 days of meditation membership', '兌換後立即生效，會員期延長 7 天', 'Starts at once: your membership runs 7 days longer', 100, 7, NULL, NULL, NULL, 1),
	(2, 'vip_days', '冥想會員 30 天', '30 days of meditation membership', '兌換後立即生效，會員期延長 30 天', 'Starts at once: your membership runs 30 days longer', 400, 30, NULL, NULL, NULL, 2),
	(3, 'course', '課程：呼吸練習課', 'Course: Breathwork', '兌換後永久擁有此課程', 'The course is yours for good', 300, 0, 'c-breathwork', NULL, NULL, 3),
	(4, 'physical', '靜心冥想坐墊', 'Meditation cushion', '蕎麥殼填充，免運寄送', 'Buckwheat-hull filling, free shipping', 800, 0, NULL, 20, 20, 4),
	(5, 'physical', '手作陶瓷茶杯', 'Handmade ceramic tea cup', '限量，寄送至你填寫的地址', 'Limited: shipped to the address you give', 500, 0, NULL, 5, 5, 5)
	ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE TABLE "coupon_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_coupon_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer,
	"kind" text NOT NULL,
	"token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coupon_shares" ADD CONSTRAINT "coupon_shares_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_shares" ADD CONSTRAINT "coupon_shares_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_shares" ADD CONSTRAINT "coupon_shares_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_shares_token_uq" ON "coupon_shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_shares_open_uq" ON "coupon_shares" USING btree ("user_coupon_id") WHERE kind = 'share' and claimed_at is null;--> statement-breakpoint
CREATE INDEX "coupon_shares_from_idx" ON "coupon_shares" USING btree ("from_user_id","id");
