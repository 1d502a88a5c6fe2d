-- Payments (issue 27). pg-boss keeps its own tables in schema "pgboss", installed by boss.start() (server/src/jobs).
-- Orders remember the annual-card state an upgrade was priced against (a card bought or changed before it
-- settles makes the price stale: settle refuses and refunds), and who asked for a refund, why and when.
ALTER TABLE "orders" ADD COLUMN "priced_card_level" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priced_card_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_actor" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");
