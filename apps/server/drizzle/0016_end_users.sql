CREATE TABLE "end_user_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "end_user_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scan_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"product_id" integer,
	"code_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"otp_hash" text NOT NULL,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_expires_at" timestamp with time zone NOT NULL,
	"end_user_id" integer,
	"confirmed_at" timestamp with time zone,
	"invoice_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "end_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"end_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"code_id" bigint,
	"product_id" integer,
	"redemption_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"end_user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "end_user_registrations" ADD CONSTRAINT "end_user_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_user_registrations" ADD CONSTRAINT "end_user_registrations_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_user_registrations" ADD CONSTRAINT "end_user_registrations_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "end_user_registrations_scan_key" ON "end_user_registrations" USING btree ("scan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "end_user_registrations_code_key" ON "end_user_registrations" USING btree ("code_id") WHERE "end_user_registrations"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "end_user_registrations_company_created_idx" ON "end_user_registrations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "end_users_company_mobile_key" ON "end_users" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_earned_code_key" ON "loyalty_entries" USING btree ("code_id") WHERE "loyalty_entries"."kind" = 'earned';--> statement-breakpoint
CREATE INDEX "loyalty_entries_user_idx" ON "loyalty_entries" USING btree ("end_user_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_entries_company_created_idx" ON "loyalty_entries" USING btree ("company_id","created_at");