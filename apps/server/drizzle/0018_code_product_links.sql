CREATE TABLE "code_product_links" (
	"code_id" bigint PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"relinked_from" integer,
	"linked_by" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_product_links" ADD CONSTRAINT "code_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_product_links" ADD CONSTRAINT "code_product_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_product_links_product_idx" ON "code_product_links" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "code_product_links_company_idx" ON "code_product_links" USING btree ("company_id","linked_at");