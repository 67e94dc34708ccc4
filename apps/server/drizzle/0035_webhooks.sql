CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('pending', 'retrying', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"epcis_query_name" text,
	"epcis_query" jsonb,
	"pump_queued" boolean DEFAULT false NOT NULL,
	"lease_run" uuid,
	"lease_until" timestamp with time zone,
	CONSTRAINT "webhook_subscriptions_state_check" CHECK ("webhook_subscriptions"."state" in ('active', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "platform_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_platform_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."platform_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_message_key" ON "webhook_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("subscription_id","id") WHERE "webhook_deliveries"."state" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_company_idx" ON "webhook_subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "platform_events_company_idx" ON "platform_events" USING btree ("company_id","occurred_at");