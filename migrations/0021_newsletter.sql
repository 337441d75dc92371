CREATE TABLE "newsletter_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"subject" text,
	"text_body" text,
	"html_body" text,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_campaigns_article_id_key" UNIQUE("article_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_campaign_subscriber_key" UNIQUE("campaign_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_delivery_status_check" CHECK (delivery_status IN ('pending', 'claimed', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_key" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_token_key" UNIQUE("token"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK (status IN ('pendiente', 'confirmado'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "newsletter_totals_status_check" CHECK (status IN ('pendiente', 'confirmado'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_at_idx" ON "newsletter_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_waiting_idx" ON "newsletter_campaigns" USING btree ("article_id") WHERE "newsletter_campaigns"."started_at" IS NULL;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_due_idx" ON "newsletter_deliveries" USING btree ("next_attempt_at","id") WHERE "newsletter_deliveries"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_recent_idx" ON "newsletter_deliveries" USING btree ("sent_at") WHERE "newsletter_deliveries"."delivery_status" IN ('sent', 'claimed', 'sending');--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- The subscriber totals (newsletter_totals), kept per status by one row trigger, as
-- content_totals is for articles (0007): the admin list reads two rows, not count(*).
CREATE FUNCTION newsletter_count_subscribers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE newsletter_totals SET total = total - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO newsletter_totals AS t (status, total) VALUES (NEW.status, 1)
    ON CONFLICT (status) DO UPDATE SET total = t.total + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count AFTER INSERT OR DELETE OR UPDATE OF status ON newsletter_subscribers
  FOR EACH ROW EXECUTE FUNCTION newsletter_count_subscribers();--> statement-breakpoint
INSERT INTO newsletter_totals (status, total) VALUES ('pendiente', 0), ('confirmado', 0);
