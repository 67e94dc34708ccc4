CREATE TABLE "lookup_floods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lookup_floods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"peak_lookups" integer NOT NULL
);
--> statement-breakpoint
-- Unlogged: counters written on every anonymous lookup need no crash safety (a crash that
-- loses them starts the day's budgets again), and skipping the WAL halves what each costs.
CREATE UNLOGGED TABLE "public_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "invalid_scans" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "invalid_scans" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "invalid_scans" ADD COLUMN "report_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invalid_scans" ADD COLUMN "last_reported_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "invalid_scans" SET "last_reported_at" = "created_at";--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "lookup_floods" ADD CONSTRAINT "lookup_floods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lookup_floods_company_started_idx" ON "lookup_floods" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "invalid_scans_code_idx" ON "invalid_scans" USING btree ("code","last_reported_at");