CREATE TABLE "report_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"params" jsonb NOT NULL,
	"company_id" integer,
	"customer_ids" jsonb,
	"requested_by" integer NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"file_id" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_files_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_files_created_idx" ON "report_files" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "report_files_file_idx" ON "report_files" USING btree ("file_id");