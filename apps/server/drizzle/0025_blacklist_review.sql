ALTER TABLE "code_blacklist" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "code_blacklist" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "code_blacklist" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "code_blacklist" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_blacklist" ADD CONSTRAINT "code_blacklist_review_check" CHECK ("code_blacklist"."review" in ('pending', 'confirmed'));--> statement-breakpoint
-- Issue 30: the platform's blacklistings so far were made on scan sessions a client could forge,
-- so each goes to a person for review (the scan page says "under review" meanwhile). Those a
-- person already reactivated were reviewed then: who and when are the reactivation's.
UPDATE "code_blacklist" SET "review" = 'pending', "reviewed_by" = "reactivated_by", "reviewed_at" = "reactivated_at" WHERE "reason" = 'maxScanCount';
