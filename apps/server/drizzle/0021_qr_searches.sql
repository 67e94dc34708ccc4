CREATE TABLE "qr_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qr_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"qr_code" text NOT NULL,
	"code_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"run_id" uuid,
	"file_id" uuid,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	CONSTRAINT "qr_searches_status_check" CHECK ("qr_searches"."status" in ('PENDING', 'COMPLETED', 'NOT_FOUND'))
);
--> statement-breakpoint
ALTER TABLE "qr_searches" ADD CONSTRAINT "qr_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_searches" ADD CONSTRAINT "qr_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_searches" ADD CONSTRAINT "qr_searches_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_searches_company_idx" ON "qr_searches" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "qr_searches_file_idx" ON "qr_searches" USING btree ("file_id");