-- Issue 31 (Commerce): exchange codes issued by operators in batches, and coupon templates made in the console.
-- A batch's codes are ordinary rows of exchange_codes (membership / annual card) or course_codes (a course), so
-- the app's one redeem route (POST /v3/redeem) knows them unchanged; batch_id ties them to their batch.
CREATE TABLE IF NOT EXISTS "code_batches" (
  "id" serial PRIMARY KEY NOT NULL,
  -- 'product' (exchange_codes.product_code) | 'course' (course_codes.course_sku)
  "kind" text NOT NULL,
  "target" text NOT NULL,
  "label" text NOT NULL,
  "count" integer NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "disabled_at" timestamp with time zone,
  "created_by" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD COLUMN IF NOT EXISTS "batch_id" integer REFERENCES "code_batches"("id");
--> statement-breakpoint
ALTER TABLE "course_codes" ADD COLUMN IF NOT EXISTS "batch_id" integer REFERENCES "code_batches"("id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "exchange_codes_batch_idx" ON "exchange_codes" ("batch_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_codes_batch_idx" ON "course_codes" ("batch_id");
--> statement-breakpoint
-- Coupon templates: seeded ones keep their small ids; the console's take ids from 100000 up (a later seed row
-- never lands on one). disabled_at: no more grants, and the claim code no longer claims.
CREATE SEQUENCE IF NOT EXISTS "coupons_console_id_seq" START WITH 100000;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "created_at" timestamp with time zone;
