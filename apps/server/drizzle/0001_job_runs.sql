CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"reason" text,
	"checkpoint" jsonb,
	"owner" text,
	"owner_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_state_check" CHECK ("job_runs"."state" in ('RUNNING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_owner_idx" ON "job_runs" USING btree ("owner","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_running_idx" ON "job_runs" USING btree ("state") WHERE "job_runs"."state" = 'RUNNING';