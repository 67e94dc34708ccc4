CREATE TABLE "codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"batch_kind" text NOT NULL,
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_key" ON "codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_batch_seq_key" ON "codes" USING btree ("batch_kind","batch_id","seq");