CREATE TABLE "smart_bin_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_bin_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"qr_code" text NOT NULL,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_bin_codes" ADD CONSTRAINT "smart_bin_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "smart_bin_codes_code_key" ON "smart_bin_codes" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "smart_bin_codes_company_idx" ON "smart_bin_codes" USING btree ("company_id","created_date");