CREATE TABLE "print_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"plant_id" integer NOT NULL,
	"plant_name" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_label_size" text,
	"vendor_id" integer NOT NULL,
	"vendor_name" text NOT NULL,
	"month" text NOT NULL,
	"year" integer NOT NULL,
	"code_type" text NOT NULL,
	"digit" integer NOT NULL,
	"quantity" integer NOT NULL,
	"up" integer NOT NULL,
	"remark" text,
	"label_size" text,
	"product_serial_number" text,
	"serial_csv_file_id" uuid,
	"is_microsite" boolean DEFAULT false NOT NULL,
	"generation" text,
	"gen_status" text,
	"gen_run_id" uuid,
	"first_code" text,
	"last_code" text,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_data_files" (
	"print_data_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "print_data_files_print_data_id_kind_pk" PRIMARY KEY("print_data_id","kind")
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "productions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"print_data_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"produced_quantity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_date" timestamp with time zone,
	CONSTRAINT "productions_print_data_id_unique" UNIQUE("print_data_id")
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rolls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"production_id" integer NOT NULL,
	"print_data_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"roll_no" integer NOT NULL,
	"first_seq" integer NOT NULL,
	"last_seq" integer NOT NULL,
	"starting_token" text NOT NULL,
	"ending_token" text NOT NULL,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"file_status" text,
	"file_run_id" uuid,
	"file_id" uuid
);
--> statement-breakpoint
ALTER TABLE "print_data" ADD CONSTRAINT "print_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_data" ADD CONSTRAINT "print_data_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_data" ADD CONSTRAINT "print_data_serial_csv_file_id_stored_files_id_fk" FOREIGN KEY ("serial_csv_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_data_files" ADD CONSTRAINT "print_data_files_print_data_id_print_data_id_fk" FOREIGN KEY ("print_data_id") REFERENCES "public"."print_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_data_files" ADD CONSTRAINT "print_data_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_print_data_id_print_data_id_fk" FOREIGN KEY ("print_data_id") REFERENCES "public"."print_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_data_company_idx" ON "print_data" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "print_data_customer_idx" ON "print_data" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "print_data_files_file_idx" ON "print_data_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "productions_company_idx" ON "productions" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "rolls_company_idx" ON "rolls" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "rolls_file_idx" ON "rolls" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_production_no_idx" ON "rolls" USING btree ("production_id","roll_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_first_seq_idx" ON "rolls" USING btree ("print_data_id","first_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_last_seq_idx" ON "rolls" USING btree ("print_data_id","last_seq");