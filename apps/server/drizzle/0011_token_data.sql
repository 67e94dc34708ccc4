CREATE TABLE "token_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "token_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"plant_id" integer,
	"plant_name" text NOT NULL,
	"po_number" text NOT NULL,
	"po_date" date,
	"valid_upto" text NOT NULL,
	"color" text NOT NULL,
	"token_type" text NOT NULL,
	"pack_size" integer NOT NULL,
	"packs" integer NOT NULL,
	"quantity" integer NOT NULL,
	"upload_file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'UPLOADED' NOT NULL,
	"run_id" uuid,
	"codes_issued" integer DEFAULT 0 NOT NULL,
	"token_file_id" uuid,
	"token_file_bytes" bigint,
	"created_by_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "token_data" ADD CONSTRAINT "token_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_data" ADD CONSTRAINT "token_data_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_data" ADD CONSTRAINT "token_data_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_data" ADD CONSTRAINT "token_data_upload_file_id_stored_files_id_fk" FOREIGN KEY ("upload_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_data" ADD CONSTRAINT "token_data_token_file_id_stored_files_id_fk" FOREIGN KEY ("token_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_data_company_idx" ON "token_data" USING btree ("company_id","created_on");--> statement-breakpoint
CREATE INDEX "token_data_plant_idx" ON "token_data" USING btree ("plant_id");