CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "job_runs_status_check" CHECK (status IN ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" DROP CONSTRAINT "newsletter_deliveries_delivery_status_check";--> statement-breakpoint
DROP INDEX "newsletter_deliveries_recent_idx";--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "state" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD COLUMN "urgent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_campaign_status_idx" ON "newsletter_deliveries" USING btree ("campaign_id","delivery_status");--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_state_check" CHECK (state IN ('waiting', 'sending', 'paused', 'cancelled'));--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_delivery_status_check" CHECK (delivery_status IN ('pending', 'claimed', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
-- Campaigns from before the job system: started ones are sending, the rest wait for their article.
UPDATE "newsletter_campaigns" SET "state" = 'sending' WHERE "started_at" IS NOT NULL;--> statement-breakpoint
-- Deliveries reserved by the old outbox pass go back to the queue (they never reached SMTP).
UPDATE "newsletter_deliveries" SET "delivery_status" = 'pending' WHERE "delivery_status" = 'claimed';
