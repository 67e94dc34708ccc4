CREATE TABLE "printing_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"vendor_id" integer,
	"plant_id" integer,
	"protocol" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"folder" text NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "printing_destinations_one_owner" CHECK (("printing_destinations"."vendor_id" is null) <> ("printing_destinations"."plant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "printing_job_files" (
	"job_id" integer NOT NULL,
	"part" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rows" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"sent_to" text,
	"sent_date" timestamp with time zone,
	CONSTRAINT "printing_job_files_job_id_part_pk" PRIMARY KEY("job_id","part")
);
--> statement-breakpoint
CREATE TABLE "printing_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printing_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"no_of_job" integer NOT NULL,
	"rows" integer NOT NULL,
	"destination_kind" text,
	"vendor_id" integer,
	"plant_id" integer,
	"destination_name" text,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"prepare_run_id" uuid,
	"printing_status" text DEFAULT 'NOT SENT' NOT NULL,
	"delivery_run_id" uuid,
	"sent_to" text,
	"delivery_note" text,
	"sent_date" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "printing_destinations" ADD CONSTRAINT "printing_destinations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_destinations" ADD CONSTRAINT "printing_destinations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_destinations" ADD CONSTRAINT "printing_destinations_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_job_files" ADD CONSTRAINT "printing_job_files_job_id_printing_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."printing_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_job_files" ADD CONSTRAINT "printing_job_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_jobs" ADD CONSTRAINT "printing_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_jobs" ADD CONSTRAINT "printing_jobs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_jobs" ADD CONSTRAINT "printing_jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_jobs" ADD CONSTRAINT "printing_jobs_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "printing_destinations_vendor_idx" ON "printing_destinations" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printing_destinations_plant_idx" ON "printing_destinations" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "printing_job_files_file_idx" ON "printing_job_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "printing_jobs_company_idx" ON "printing_jobs" USING btree ("company_id","created_date");