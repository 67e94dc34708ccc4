CREATE TABLE "code_blacklist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "code_blacklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" bigint NOT NULL,
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"blacklisted_by" text,
	"blacklisted_at" timestamp with time zone NOT NULL,
	"reactivated_by" text,
	"reactivated_at" timestamp with time zone,
	"reactivate_note" text
);
--> statement-breakpoint
ALTER TABLE "code_blacklist" ADD CONSTRAINT "code_blacklist_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_blacklist_active_key" ON "code_blacklist" USING btree ("code_id") WHERE reactivated_at is null;--> statement-breakpoint
CREATE INDEX "code_blacklist_code_idx" ON "code_blacklist" USING btree ("code_id","blacklisted_at");--> statement-breakpoint
CREATE INDEX "code_blacklist_company_idx" ON "code_blacklist" USING btree ("company_id","blacklisted_at");