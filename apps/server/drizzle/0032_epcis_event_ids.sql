ALTER TABLE "consignments" ALTER COLUMN "destination_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trace_events" ADD COLUMN "epcis_event_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trace_events_epcis_id_idx" ON "trace_events" USING btree ("company_id","epcis_event_id");