CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"company_type" text DEFAULT 'Customer' NOT NULL,
	"company_name" text NOT NULL,
	"mobile_no" text,
	"email" text,
	"address" text,
	"company_code" text NOT NULL,
	"message_on_scan" text,
	"text_for_microsite" text,
	"android_app_link" text,
	"ios_app_link" text,
	"website_link" text,
	"linkedin_link" text,
	"instragram_link" text,
	"youtube_link" text,
	"website_link_enable" boolean DEFAULT false NOT NULL,
	"linkedin_link_enable" boolean DEFAULT false NOT NULL,
	"instargram_link_enable" boolean DEFAULT false NOT NULL,
	"youtube_link_enable" boolean DEFAULT false NOT NULL,
	"product_content_url_enable" boolean DEFAULT false NOT NULL,
	"brochure_url_enable" boolean DEFAULT false NOT NULL,
	"advance_workflow" boolean DEFAULT false NOT NULL,
	"authenticate_via_code" boolean DEFAULT false NOT NULL,
	"microsite_enable" boolean DEFAULT false NOT NULL,
	"logo_file_id" uuid,
	"product_content_file_id" uuid,
	"brochure_file_id" uuid,
	"email_config" jsonb,
	"email_password_sealed" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "master_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"token_type" text NOT NULL,
	"pack_size" integer NOT NULL,
	"description" text,
	"prime_string" text NOT NULL,
	"color_code" text NOT NULL,
	"painter_token_code" text NOT NULL,
	"amount" numeric(17, 2) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packagings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packagings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"packaging_config" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plant_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plant_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"no_of_label_per_roll" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"plant_code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"allow_all_product" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"upload_file_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"error_file_id" uuid,
	"imported_count" integer,
	"created_by" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_sr_no" text NOT NULL,
	"product_code" text NOT NULL,
	"product_description" text NOT NULL,
	"label_size" text NOT NULL,
	"label_specification" text NOT NULL,
	"product_link" text,
	"offer_code" text,
	"authentication_msg" text NOT NULL,
	"font_name" text,
	"font_size" integer,
	"color" text NOT NULL,
	"mfg_date" timestamp,
	"expiry_date" timestamp,
	"count_of_scanning" integer,
	"custom_text_post_scan" text,
	"custom_text_on_identification" text,
	"custom_text_for_registration" text,
	"custom_text_on_last_page" text,
	"video_link_on_last_page" text,
	"loyalty_points" integer,
	"offers_page_link" text,
	"allow_number_of_scans" integer,
	"msg_after_scan_exceded" text,
	"warranty_link" text,
	"authentication_activated" boolean DEFAULT false NOT NULL,
	"capture_user_data" boolean DEFAULT false NOT NULL,
	"show_product_image" boolean DEFAULT false NOT NULL,
	"user_invoice_upload" boolean DEFAULT false NOT NULL,
	"is_color" boolean DEFAULT false NOT NULL,
	"check_count_of_scan" boolean DEFAULT false NOT NULL,
	"show_mfg_date" boolean DEFAULT false NOT NULL,
	"show_expiry_date" boolean DEFAULT false NOT NULL,
	"enable_warranty" boolean DEFAULT false NOT NULL,
	"show_offers" boolean DEFAULT false NOT NULL,
	"static_qr" boolean DEFAULT false NOT NULL,
	"enable_loyalty_points" boolean DEFAULT false NOT NULL,
	"product_image_file_id" uuid,
	"label_image_file_id" uuid,
	"image_on_identification_file_id" uuid,
	"image_on_otp_file_id" uuid,
	"image_on_registration_file_id" uuid,
	"image_on_upload_invoice_file_id" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_product_content_file_id_stored_files_id_fk" FOREIGN KEY ("product_content_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brochure_file_id_stored_files_id_fk" FOREIGN KEY ("brochure_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_products" ADD CONSTRAINT "plant_products_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_products" ADD CONSTRAINT "plant_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_upload_file_id_stored_files_id_fk" FOREIGN KEY ("upload_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_error_file_id_stored_files_id_fk" FOREIGN KEY ("error_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_image_file_id_stored_files_id_fk" FOREIGN KEY ("product_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_label_image_file_id_stored_files_id_fk" FOREIGN KEY ("label_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_on_identification_file_id_stored_files_id_fk" FOREIGN KEY ("image_on_identification_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_on_otp_file_id_stored_files_id_fk" FOREIGN KEY ("image_on_otp_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_on_registration_file_id_stored_files_id_fk" FOREIGN KEY ("image_on_registration_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_on_upload_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("image_on_upload_invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_type_created_idx" ON "customers" USING btree ("company_id","company_type","created_date","id");--> statement-breakpoint
CREATE INDEX "customers_company_name_trgm" ON "customers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_mobile_no_trgm" ON "customers" USING gin ("mobile_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_address_trgm" ON "customers" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_code_trgm" ON "customers" USING gin ("company_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_message_on_scan_trgm" ON "customers" USING gin ("message_on_scan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_products_company_idx" ON "master_products" USING btree ("company_id","color");--> statement-breakpoint
CREATE INDEX "packagings_company_idx" ON "packagings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "packagings_product_idx" ON "packagings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "packagings_name_trgm" ON "packagings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plant_products_plant_product_idx" ON "plant_products" USING btree ("plant_id","product_id");--> statement-breakpoint
CREATE INDEX "plant_products_product_idx" ON "plant_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "plants_company_idx" ON "plants" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "plants_customer_idx" ON "plants" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "plants_plant_code_trgm" ON "plants" USING gin ("plant_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_name_trgm" ON "plants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_address_trgm" ON "plants" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_imports_company_idx" ON "product_imports" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_company_created_idx" ON "products" USING btree ("company_id","created_date","id");--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "products_product_code_trgm" ON "products" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_product_name_trgm" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_label_specification_trgm" ON "products" USING gin ("label_specification" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_label_size_trgm" ON "products" USING gin ("label_size" gin_trgm_ops);--> statement-breakpoint
-- The planner guesses how many rows a Contains (ILIKE '%text%') matches from each column's
-- sample. The default sample (100) sees too few values to tell "shampoo" (2% of a million
-- products) from a rare code, so it would read 20,000 rows through the trigram index where
-- walking the newest-first index stops after ten (pnpm bench search). A tenfold sample makes
-- its guesses good enough to choose; ANALYZE reads a little longer, nothing else changes.
ALTER TABLE "customers" ALTER COLUMN "company_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "mobile_no" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "address" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "company_code" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "message_on_scan" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "product_code" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "product_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "label_specification" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "label_size" SET STATISTICS 1000;
