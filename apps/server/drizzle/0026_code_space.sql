CREATE TABLE "code_reservations" (
	"batch_kind" text NOT NULL,
	"batch_id" integer NOT NULL,
	"code_type" text NOT NULL,
	"length" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "code_reservations_batch_kind_batch_id_pk" PRIMARY KEY("batch_kind","batch_id")
);
--> statement-breakpoint
CREATE TABLE "code_space_counts" (
	"code_type" text NOT NULL,
	"length" integer NOT NULL,
	"reserved" bigint NOT NULL,
	CONSTRAINT "code_space_counts_code_type_length_pk" PRIMARY KEY("code_type","length")
);
--> statement-breakpoint
-- Issue 30, for databases made before it: every batch's reservation, then each count as their
-- sum. Print runs: their record's code type and digit. Token batches (template histories, token
-- data) always take the code service's default, Alphanumeric 12. A batch reserves the larger of
-- its quantity and the codes it already holds, so unfinished runs can still issue all theirs.
INSERT INTO "code_reservations" ("batch_kind", "batch_id", "code_type", "length", "count")
SELECT 'printData', p."id", p."code_type", p."digit", GREATEST(p."quantity", COALESCE(c."n", 0))
FROM "print_data" p
LEFT JOIN (SELECT "batch_id", count(*) AS "n" FROM "codes" WHERE "batch_kind" = 'printData' GROUP BY "batch_id") c ON c."batch_id" = p."id";
--> statement-breakpoint
INSERT INTO "code_reservations" ("batch_kind", "batch_id", "code_type", "length", "count")
SELECT 'templateHistory', h."id", 'Alphanumeric', 12, GREATEST(h."quantity", COALESCE(c."n", 0))
FROM "template_histories" h
LEFT JOIN (SELECT "batch_id", count(*) AS "n" FROM "codes" WHERE "batch_kind" = 'templateHistory' GROUP BY "batch_id") c ON c."batch_id" = h."id";
--> statement-breakpoint
INSERT INTO "code_reservations" ("batch_kind", "batch_id", "code_type", "length", "count")
SELECT 'tokenData', d."id", 'Alphanumeric', 12, GREATEST(d."quantity", COALESCE(c."n", 0))
FROM "token_data" d
LEFT JOIN (SELECT "batch_id", count(*) AS "n" FROM "codes" WHERE "batch_kind" = 'tokenData' GROUP BY "batch_id") c ON c."batch_id" = d."id";
--> statement-breakpoint
-- Codes of any other batch (no record tells their settings; the codes table has no type): a
-- batch whose every code is all digits, at a Numeric length (10 to 14), counts as Numeric.
-- Judged per batch, an Alphanumeric batch passes for Numeric only if all its codes came out
-- all digits by chance ((10/32)^9 for one code of 10); Numeric is then the safe side, its cap
-- being the far smaller one.
INSERT INTO "code_reservations" ("batch_kind", "batch_id", "code_type", "length", "count")
SELECT c."batch_kind", c."batch_id",
  CASE WHEN bool_and(c."code" ~ '^[0-9]+$') AND min(length(c."code")) BETWEEN 10 AND 14 THEN 'Numeric' ELSE 'Alphanumeric' END,
  max(length(c."code")), count(*)
FROM "codes" c
WHERE NOT EXISTS (SELECT 1 FROM "code_reservations" r WHERE r."batch_kind" = c."batch_kind" AND r."batch_id" = c."batch_id")
GROUP BY c."batch_kind", c."batch_id";
--> statement-breakpoint
INSERT INTO "code_space_counts" ("code_type", "length", "reserved")
SELECT "code_type", "length", sum("count")::bigint FROM "code_reservations" GROUP BY "code_type", "length";
