-- Accent- and case-insensitive substring search, indexed with trigrams so it
-- stays fast at 100,000 rows. unaccent() is only STABLE (it reads a
-- dictionary), so an IMMUTABLE wrapper is needed to use it in an index.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_trgm_idx" ON "articles"
  USING gin (f_search_text("title" || ' ' || "summary") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guides_search_trgm_idx" ON "guides"
  USING gin (f_search_text("title" || ' ' || "description") gin_trgm_ops);
