ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_gtin_key" ON "products" USING btree ("company_id","gtin");--> statement-breakpoint
CREATE INDEX "products_gtin_idx" ON "products" USING btree ("gtin");