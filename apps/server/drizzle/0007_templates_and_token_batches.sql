CREATE TABLE "template_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"template_description" text NOT NULL,
	"customer_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"expiration_months" integer,
	"po_number" text,
	"product_description" text,
	"labels_per_file" integer NOT NULL,
	"artwork_file_id" uuid,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"first_code" text,
	"last_code" text,
	"created_by" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_history_files" (
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"part" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"labels" integer NOT NULL,
	CONSTRAINT "template_history_files_batch_id_kind_part_pk" PRIMARY KEY("batch_id","kind","part")
);
--> statement-breakpoint
CREATE TABLE "company_fonts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_fonts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"format" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"design" jsonb NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text,
	"label_width" double precision NOT NULL,
	"label_height" double precision NOT NULL,
	"revision_id" integer,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "template_histories" ADD CONSTRAINT "template_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_histories" ADD CONSTRAINT "template_histories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_histories" ADD CONSTRAINT "template_histories_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_histories" ADD CONSTRAINT "template_histories_revision_id_template_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."template_revisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_histories" ADD CONSTRAINT "template_histories_artwork_file_id_stored_files_id_fk" FOREIGN KEY ("artwork_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_history_files" ADD CONSTRAINT "template_history_files_batch_id_template_histories_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."template_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_history_files" ADD CONSTRAINT "template_history_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fonts" ADD CONSTRAINT "company_fonts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fonts" ADD CONSTRAINT "company_fonts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_revisions" ADD CONSTRAINT "template_revisions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_samples" ADD CONSTRAINT "template_samples_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_samples" ADD CONSTRAINT "template_samples_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_histories_company_idx" ON "template_histories" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "template_history_files_file_idx" ON "template_history_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_fonts_company_name_key" ON "company_fonts" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "template_revisions_template_revision_key" ON "template_revisions" USING btree ("template_id","revision");--> statement-breakpoint
CREATE INDEX "template_samples_created_idx" ON "template_samples" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "template_samples_file_idx" ON "template_samples" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "templates_company_customer_idx" ON "templates" USING btree ("company_id","customer_id","created_date");--> statement-breakpoint
CREATE INDEX "templates_status_created_idx" ON "templates" USING btree ("status","created_date");