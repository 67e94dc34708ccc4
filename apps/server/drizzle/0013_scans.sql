CREATE TABLE "flagged_codes" (
	"code_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invalid_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invalid_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scan_id" bigint NOT NULL,
	"company_id" integer,
	"customer_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_scan_rules" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"flag_after_sessions" integer,
	"auto_blacklist" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"code_id" bigint,
	"company_id" integer,
	"customer_id" integer,
	"product_id" integer,
	"verdict" text NOT NULL,
	"reason" text,
	"device" text NOT NULL,
	"session" integer,
	"starts_session" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_scan_rules" ADD CONSTRAINT "product_scan_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invalid_scans_company_created_idx" ON "invalid_scans" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_company_created_idx" ON "scans" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_code_session_key" ON "scans" USING btree ("code_id","session") WHERE "scans"."starts_session";