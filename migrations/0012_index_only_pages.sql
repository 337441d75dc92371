DROP INDEX "article_words_word_created_at_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)) STORED NOT NULL;--> statement-breakpoint
-- Every entry so far is a published article's (0005 indexed nothing else).
ALTER TABLE "article_words" ADD COLUMN "status" text DEFAULT 'Publicado' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_words" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "articles_rating_average_idx" ON "articles" USING btree ("rating_average","views","id");--> statement-breakpoint
CREATE INDEX "guides_rating_average_idx" ON "guides" USING btree ("rating_average","views","id");--> statement-breakpoint
-- The average is now a stored column with a plain index (above), which a deep statistics
-- page reads alone; the expression indexes of 0007 could not answer without the rows.
DROP INDEX "articles_rating_sort_idx";--> statement-breakpoint
DROP INDEX "guides_rating_sort_idx";--> statement-breakpoint
-- The word index now holds every article with its status: the public search keeps the
-- published entries, the admin's search (every status) counts its matches from the index
-- instead of rechecking a third of the table's rows.
CREATE OR REPLACE FUNCTION index_article_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM article_words WHERE article_id = OLD.id;
  END IF;
  INSERT INTO search_words (word)
    SELECT token FROM f_search_words(NEW.search_text) AS token
    WHERE NOT EXISTS (SELECT 1 FROM search_words WHERE word = token)
    ON CONFLICT (word) DO NOTHING;
  INSERT INTO article_words (article_id, word_id, category_id, created_at, status)
    SELECT NEW.id, search_words.id, NEW.category_id, NEW.created_at, NEW.status
    FROM f_search_words(NEW.search_text) AS token JOIN search_words ON search_words.word = token;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The articles not published yet, as the trigger now indexes them.
INSERT INTO search_words (word)
  SELECT DISTINCT token FROM articles, f_search_words(articles.search_text) AS token
  WHERE articles.status <> 'Publicado'
  ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
INSERT INTO article_words (article_id, word_id, category_id, created_at, status)
  SELECT articles.id, search_words.id, articles.category_id, articles.created_at, articles.status
  FROM articles, f_search_words(articles.search_text) AS token
  JOIN search_words ON search_words.word = token
  WHERE articles.status <> 'Publicado';--> statement-breakpoint
-- Status last: not for ordering, but so the public search filters drafts in the index alone.
CREATE INDEX "article_words_word_created_at_idx" ON "article_words" USING btree ("word_id","created_at","article_id","category_id","status");--> statement-breakpoint
DROP FUNCTION search_published_articles(text, integer, boolean, integer, integer);--> statement-breakpoint
-- One page of articles whose title or summary contains a one-word term, and how many there
-- are, read from article_words' index: the published ones in one category or all (the
-- public list), or every status (published_only false: the admin's list). A term inside
-- one word (the usual case) reads that word's entries already in order; a term inside
-- several ('trampolin' in 'trampolin' and 'trampolines') counts each article once.
-- Generic plans: these statements are simple and their best plan does not depend on
-- the term, so planning them again on every call would only add time.
CREATE FUNCTION search_articles(
  term text, published_only boolean, category integer, newest_first boolean, page_limit integer, page_offset integer
) RETURNS TABLE (article_id integer, total bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  word_ids integer[] := ARRAY(SELECT id FROM search_words WHERE word LIKE '%' || f_search_text(term) || '%');
BEGIN
  IF cardinality(word_ids) = 1 THEN
    total := (SELECT count(*) FROM article_words AS w
              WHERE w.word_id = word_ids[1] AND (NOT published_only OR w.status = 'Publicado')
                AND (category IS NULL OR w.category_id = category));
    IF newest_first THEN
      RETURN QUERY SELECT w.article_id, total FROM article_words AS w
        WHERE w.word_id = word_ids[1] AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at DESC, w.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT w.article_id, total FROM article_words AS w
        WHERE w.word_id = word_ids[1] AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at, w.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  ELSIF cardinality(word_ids) > 1 THEN
    total := (SELECT count(DISTINCT w.article_id) FROM article_words AS w
              WHERE w.word_id = ANY (word_ids) AND (NOT published_only OR w.status = 'Publicado')
                AND (category IS NULL OR w.category_id = category));
    -- An article's entries share its date, so they are neighbours in date order, and the
    -- first (offset + limit) articles lie within the first (offset + limit) × words entries:
    -- a bounded top-N sort of the entries, then the duplicates dropped, instead of sorting
    -- every distinct match (a third of the articles for 'familia' and 'familias').
    RETURN QUERY SELECT found.article_id, total FROM (
        SELECT DISTINCT entries.article_id, entries.created_at FROM (
          SELECT w.article_id, w.created_at FROM article_words AS w
          WHERE w.word_id = ANY (word_ids) AND (NOT published_only OR w.status = 'Publicado')
            AND (category IS NULL OR w.category_id = category)
          ORDER BY CASE WHEN newest_first THEN w.created_at END DESC,
                   CASE WHEN newest_first THEN w.article_id END DESC,
                   w.created_at, w.article_id
          LIMIT (page_offset::bigint + page_limit) * cardinality(word_ids)
        ) AS entries
      ) AS found
      ORDER BY CASE WHEN newest_first THEN found.created_at END DESC,
               CASE WHEN newest_first THEN found.article_id END DESC,
               found.created_at, found.article_id
      LIMIT page_limit OFFSET page_offset;
  END IF;
END $$;--> statement-breakpoint
-- rating_average changes with the rating totals: still a counters-only change for the page cache.
CREATE OR REPLACE FUNCTION public_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids integer[];
  row_count integer;
  counters_only boolean := false;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('public_cache', json_build_object('t', TG_TABLE_NAME, 'ids', NULL, 'counters', false)::text);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), array_agg(id) INTO row_count, changed_ids FROM (SELECT id FROM old_rows LIMIT 101) AS s;
  ELSE
    SELECT count(*), array_agg(id) INTO row_count, changed_ids FROM (SELECT id FROM new_rows LIMIT 101) AS s;
  END IF;
  IF row_count = 0 THEN
    RETURN NULL;
  END IF;
  -- A view or a rating rewrites only these columns (services/views, the ratings trigger of
  -- 0007 and the average Postgres derives from it): pages showing the item change, but no
  -- list gains or loses it.
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] = 'content' THEN
    counters_only := NOT EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE to_jsonb(o) - '{views,rating_sum,rating_count,rating_average}'::text[]
        IS DISTINCT FROM to_jsonb(n) - '{views,rating_sum,rating_count,rating_average}'::text[]
    );
  END IF;
  PERFORM pg_notify('public_cache', json_build_object(
    't', TG_TABLE_NAME,
    'ids', CASE WHEN row_count > 100 THEN NULL ELSE to_json(changed_ids) END,
    'counters', counters_only
  )::text);
  RETURN NULL;
END
$$;