-- Issue 31: learning-gold adjustments by an operator, with the reason the user sees on the app's ledger. The gold
-- itself moves only through gold_ledger (reason 'admin_adjust', ref_id = gold_adjustments.id) and gold_accounts,
-- in the same transaction as this row. The enterprise groups' console pages need no new table.
CREATE TABLE IF NOT EXISTS "gold_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer,
	"operator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "gold_adjustments_amount_ck" CHECK ("amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gold_adjustments_user_idx" ON "gold_adjustments" USING btree ("user_id","id");
