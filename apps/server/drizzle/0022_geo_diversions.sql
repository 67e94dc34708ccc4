CREATE TABLE "geo_diversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "geo_diversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scan_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"code_id" bigint NOT NULL,
	"code" text NOT NULL,
	"product_id" integer,
	"consignment_id" integer NOT NULL,
	"consignment_reference" text NOT NULL,
	"destination_name" text NOT NULL,
	"destination_latitude" double precision NOT NULL,
	"destination_longitude" double precision NOT NULL,
	"scan_latitude" double precision NOT NULL,
	"scan_longitude" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_diversions" ADD CONSTRAINT "geo_diversions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "geo_diversions_scan_key" ON "geo_diversions" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "geo_diversions_company_scanned_idx" ON "geo_diversions" USING btree ("company_id","scanned_at");