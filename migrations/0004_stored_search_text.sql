ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_search_text(title || ' ' || summary)) STORED;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_search_text(title || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "guides_search_text_trgm_idx" ON "guides" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The expression indexes of 0001_search.sql are replaced by the indexes on the stored columns.
DROP INDEX IF EXISTS "articles_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "guides_search_trgm_idx";
