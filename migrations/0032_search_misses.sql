ALTER TABLE "analytics_searches" ADD COLUMN "missed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before the column: a day's row that last found nothing had all its searches miss.
UPDATE "analytics_searches" SET "missed" = "searches" WHERE "results" = 0;
