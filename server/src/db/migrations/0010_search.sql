CREATE TABLE "search_docs" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"teacher_zh" text DEFAULT '' NOT NULL,
	"teacher_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"title_norm" text NOT NULL,
	"title_terms" "tsvector" NOT NULL,
	"terms" "tsvector" NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_docs_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"query" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE INDEX "search_docs_terms_gin" ON "search_docs" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_docs_kind_idx" ON "search_docs" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "search_log_day_idx" ON "search_log" USING btree ("day");