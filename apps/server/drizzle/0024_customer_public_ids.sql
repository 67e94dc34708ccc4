-- Issue 30: a customer's video page by an unguessable id. The existing customers get theirs
-- here, in the same shape the server gives new ones (16 random bytes as 22 base64url letters):
-- pgcrypto's gen_random_bytes reads the server's strong random source, as node:crypto does.
-- pgcrypto is contrib like pg_trgm (0003), and trusted on PostgreSQL 13+; PGlite loads it.
CREATE EXTENSION IF NOT EXISTS pgcrypto;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "public_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "numeric_video_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Their QR codes may be printed with the numeric id already: that address keeps working for them.
UPDATE "customers" SET "public_id" = rtrim(translate(encode(gen_random_bytes(16), 'base64'), '+/', '-_'), '='), "numeric_video_link" = true;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_public_id_key" ON "customers" USING btree ("public_id");
