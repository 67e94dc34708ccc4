CREATE TABLE "epcis_capture_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"problem" jsonb,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "epcis_capture_jobs" ADD CONSTRAINT "epcis_capture_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epcis_capture_jobs_company_idx" ON "epcis_capture_jobs" USING btree ("company_id","created_at");