CREATE TABLE "mall_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_accounts_balance_ck" CHECK ("mall_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mall_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_bindings" ADD CONSTRAINT "mall_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_bindings" ADD CONSTRAINT "mall_bindings_mall_account_id_mall_accounts_id_fk" FOREIGN KEY ("mall_account_id") REFERENCES "public"."mall_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_accounts_account_uq" ON "mall_accounts" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_bindings_account_uq" ON "mall_bindings" USING btree ("mall_account_id");--> statement-breakpoint
INSERT INTO "mall_accounts" ("account", "balance") VALUES ('vip@demo.jingxin', 1280), ('user@demo.jingxin', 300);
