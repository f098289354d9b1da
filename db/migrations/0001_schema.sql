CREATE TABLE "counties" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parse_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"duration_ms" integer,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_counts" (
	"county" text NOT NULL,
	"category" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "record_counts_county_category_pk" PRIMARY KEY("county","category")
);
--> statement-breakpoint
CREATE TABLE "record_counts_by_month" (
	"county" text NOT NULL,
	"category" text NOT NULL,
	"month" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "record_counts_by_month_county_category_month_pk" PRIMARY KEY("county","category","month")
);
--> statement-breakpoint
CREATE TABLE "record_details" (
	"record_id" bigint PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"parser_version" text NOT NULL,
	"pages_hash" text,
	"parse_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"state" text NOT NULL,
	"county" text NOT NULL,
	"doc_number" text NOT NULL,
	"doc_id" bigint,
	"category" text NOT NULL,
	"doc_type" text DEFAULT '' NOT NULL,
	"recorded_date" date NOT NULL,
	"instrument_date" date,
	"grantors" text[] DEFAULT '{}'::text[] NOT NULL,
	"grantees" text[] DEFAULT '{}'::text[] NOT NULL,
	"party_search" text DEFAULT '' NOT NULL,
	"legal_description" text,
	"property_city" text,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pages_hash" text,
	"parsed" boolean DEFAULT false NOT NULL,
	"parsed_at" timestamp with time zone,
	"parser_version" text,
	"parse_ms" integer,
	"parse_attempts" integer DEFAULT 0 NOT NULL,
	"last_parse_error" text,
	"last_parse_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"record_id" bigint NOT NULL,
	"county" text NOT NULL,
	"doc_number" text NOT NULL,
	"consumer" text,
	"plan" text,
	"served_from" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parse_failures" ADD CONSTRAINT "parse_failures_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_details" ADD CONSTRAINT "record_details_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_county_counties_slug_fk" FOREIGN KEY ("county") REFERENCES "public"."counties"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parse_failures_record_idx" ON "parse_failures" USING btree ("record_id","failed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "records_county_doc_number_uq" ON "records" USING btree ("county","doc_number");--> statement-breakpoint
CREATE INDEX "records_recorded_idx" ON "records" USING btree ("recorded_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_county_recorded_idx" ON "records" USING btree ("county","recorded_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_category_recorded_idx" ON "records" USING btree ("category","recorded_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_county_category_recorded_idx" ON "records" USING btree ("county","category","recorded_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "records_party_search_trgm_idx" ON "records" USING gin ("party_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "records_unparsed_idx" ON "records" USING btree ("county","id") WHERE "records"."parsed" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_ledger_request_uq" ON "usage_ledger" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "usage_ledger_created_idx" ON "usage_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usage_ledger_consumer_idx" ON "usage_ledger" USING btree ("consumer","created_at");