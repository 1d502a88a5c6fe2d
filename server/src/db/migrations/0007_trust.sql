CREATE TABLE "spent_identities" (
	"hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_txn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Older duplicates (two pending orders of one user for one item) are closed, keeping the newest.
UPDATE "orders" AS o SET "status" = 'closed' WHERE o."status" = 'pending' AND EXISTS (SELECT 1 FROM "orders" AS n WHERE n."user_id" = o."user_id" AND n."sku" = o."sku" AND n."status" = 'pending' AND n."id" > o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_item_uq" ON "orders" USING btree ("user_id","sku") WHERE status = 'pending';