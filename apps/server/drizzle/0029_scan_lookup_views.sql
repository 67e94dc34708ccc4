CREATE VIEW "public"."blacklisted_codes" AS (select "code_id", "reason", "blacklisted_at", "review" from "code_blacklist" where "code_blacklist"."reactivated_at" is null);--> statement-breakpoint
CREATE VIEW "public"."issued_codes" AS (select "id", "code", "company_id", "batch_kind", "batch_id" from "codes");--> statement-breakpoint
CREATE VIEW "public"."linked_codes" AS (select "code_id", "product_id" from "code_product_links");--> statement-breakpoint
CREATE VIEW "public"."binned_codes" AS (select "code_id", "created_date" as "binned_at" from "smart_bin_codes");