-- Gifts in the console (issue 31): support may revoke an unclaimed gift with a reason. A revoked gift cannot be
-- claimed (nor taken back by its giver); its order stays paid: a refund goes through the orders' refund route.
ALTER TABLE "gifts"
  ADD COLUMN "revoked_at" timestamp with time zone,
  ADD COLUMN "revoked_by" text,
  ADD COLUMN "revoke_reason" text;
--> statement-breakpoint
CREATE INDEX "gifts_claimed_by_idx" ON "gifts" ("claimed_by");
