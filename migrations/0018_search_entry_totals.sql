CREATE TABLE "search_phrase_totals" (
	"phrase_id" integer NOT NULL,
	"status" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "search_phrase_totals_phrase_id_status_pk" PRIMARY KEY("phrase_id","status")
);
--> statement-breakpoint
CREATE TABLE "search_word_totals" (
	"word_id" integer NOT NULL,
	"status" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "search_word_totals_word_id_status_pk" PRIMARY KEY("word_id","status")
);
--> statement-breakpoint
ALTER TABLE "search_phrase_totals" ADD CONSTRAINT "search_phrase_totals_phrase_id_search_phrases_id_fk" FOREIGN KEY ("phrase_id") REFERENCES "public"."search_phrases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_word_totals" ADD CONSTRAINT "search_word_totals_word_id_search_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."search_words"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The totals follow the index tables one statement at a time: the transition tables of a
-- statement (every entry an article save, a delete's cascade or a restore wrote) are counted
-- per key and status and added in one upsert. The rows are upserted in key order, so two
-- saves touching the same words lock them in the same order and cannot deadlock. An update
-- adds its new entries and takes its old ones away in the same statement.
-- TG_ARGV: the totals table and its key column (word_id or phrase_id).
CREATE FUNCTION count_search_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %1$I AS key, status, 1 AS n FROM added', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %1$I AS key, status, -1 AS n FROM removed', TG_ARGV[1])
    ELSE format('SELECT %1$I AS key, status, 1 AS n FROM added UNION ALL SELECT %1$I, status, -1 FROM removed', TG_ARGV[1])
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I AS t (%2$I, status, entries)
       SELECT key, status, sum(n) FROM (%3$s) AS change GROUP BY key, status HAVING sum(n) <> 0 ORDER BY key, status
     ON CONFLICT (%2$I, status) DO UPDATE SET entries = t.entries + excluded.entries',
    TG_ARGV[0], TG_ARGV[1], changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_words_count_added AFTER INSERT ON article_words REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_word_totals', 'word_id');--> statement-breakpoint
CREATE TRIGGER article_words_count_removed AFTER DELETE ON article_words REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_word_totals', 'word_id');--> statement-breakpoint
CREATE TRIGGER article_words_count_changed AFTER UPDATE ON article_words REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_word_totals', 'word_id');--> statement-breakpoint
CREATE TRIGGER article_phrases_count_added AFTER INSERT ON article_phrases REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_phrase_totals', 'phrase_id');--> statement-breakpoint
CREATE TRIGGER article_phrases_count_removed AFTER DELETE ON article_phrases REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_phrase_totals', 'phrase_id');--> statement-breakpoint
CREATE TRIGGER article_phrases_count_changed AFTER UPDATE ON article_phrases REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_entries('search_phrase_totals', 'phrase_id');--> statement-breakpoint
-- What the index holds already.
INSERT INTO search_word_totals (word_id, status, entries)
  SELECT word_id, status, count(*) FROM article_words GROUP BY word_id, status;--> statement-breakpoint
INSERT INTO search_phrase_totals (phrase_id, status, entries)
  SELECT phrase_id, status, count(*) FROM article_phrases GROUP BY phrase_id, status;--> statement-breakpoint
-- Entries per word (pair) among the given ones: from the totals when no category narrows
-- the search (the admin's, and the public one without a category); counted in the index
-- otherwise, as before. Words with no entry are left out, as a count grouped by word leaves them.
CREATE FUNCTION word_entries(word_ids integer[], published_only boolean, category integer)
RETURNS TABLE (word_id integer, entries bigint) LANGUAGE sql STABLE AS $$
  SELECT t.word_id, sum(t.entries)::bigint FROM search_word_totals AS t
    WHERE category IS NULL AND t.word_id = ANY (word_ids) AND (NOT published_only OR t.status = 'Publicado')
    GROUP BY t.word_id HAVING sum(t.entries) > 0
  UNION ALL
  SELECT w.word_id, count(*) FROM article_words AS w
    WHERE category IS NOT NULL AND w.word_id = ANY (word_ids) AND w.category_id = category
      AND (NOT published_only OR w.status = 'Publicado')
    GROUP BY w.word_id $$;--> statement-breakpoint
CREATE FUNCTION phrase_entries(phrase_ids integer[], published_only boolean, category integer)
RETURNS TABLE (phrase_id integer, entries bigint) LANGUAGE sql STABLE AS $$
  SELECT t.phrase_id, sum(t.entries)::bigint FROM search_phrase_totals AS t
    WHERE category IS NULL AND t.phrase_id = ANY (phrase_ids) AND (NOT published_only OR t.status = 'Publicado')
    GROUP BY t.phrase_id HAVING sum(t.entries) > 0
  UNION ALL
  SELECT w.phrase_id, count(*) FROM article_phrases AS w
    WHERE category IS NOT NULL AND w.phrase_id = ANY (phrase_ids) AND w.category_id = category
      AND (NOT published_only OR w.status = 'Publicado')
    GROUP BY w.phrase_id $$;--> statement-breakpoint
-- 0016's search functions with their per-word (pair) counts read through the functions above.
CREATE OR REPLACE FUNCTION search_articles(
  term text, published_only boolean, category integer, newest_first boolean, page_limit integer, page_offset integer
) RETURNS TABLE (article_id integer, total bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET jit = off AS $$
DECLARE
  word_ids integer[] := ARRAY(SELECT id FROM search_words WHERE word LIKE '%' || f_search_text(term) || '%');
  largest integer;
  others integer[];
  all_entries bigint;
BEGIN
  IF cardinality(word_ids) = 1 THEN
    total := coalesce((SELECT entries FROM word_entries(word_ids, published_only, category)), 0);
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
    SELECT sum(per_word.entries), max(per_word.entries),
           (array_agg(per_word.word_id ORDER BY per_word.entries DESC, per_word.word_id))[1]
      INTO all_entries, total, largest FROM word_entries(word_ids, published_only, category) AS per_word;
    IF largest IS NULL THEN
      RETURN;
    END IF;
    others := array_remove(word_ids, largest);
    IF (all_entries - total) * 4 <= all_entries THEN
      -- Status and category are the article's, the same in all its entries: the probe needs
      -- neither. A scalar subquery, so that it stays one primary-key probe per entry (as NOT
      -- EXISTS, the generic plan may hash the whole table instead).
      total := total + (SELECT count(*) FROM article_words AS w
        WHERE w.word_id = ANY (others) AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
          AND (SELECT 1 FROM article_words AS earlier
               WHERE earlier.article_id = w.article_id
                 AND (earlier.word_id = largest OR (earlier.word_id = ANY (others) AND earlier.word_id < w.word_id))
               LIMIT 1) IS NULL);
    ELSE
      -- The smaller ones hold a quarter of the entries or more ('de' in 29 words): a probe per
      -- entry would cost more than sorting them all once.
      total := (SELECT count(DISTINCT w.article_id) FROM article_words AS w
                WHERE w.word_id = ANY (word_ids) AND (NOT published_only OR w.status = 'Publicado')
                  AND (category IS NULL OR w.category_id = category));
    END IF;
    IF newest_first THEN
      RETURN QUERY SELECT found.article_id, total FROM (
          SELECT DISTINCT entries.article_id, entries.created_at
          FROM unnest(word_ids) AS word(id) CROSS JOIN LATERAL (
            SELECT w.article_id, w.created_at FROM article_words AS w
            WHERE w.word_id = word.id AND (NOT published_only OR w.status = 'Publicado')
              AND (category IS NULL OR w.category_id = category)
            ORDER BY w.created_at DESC, w.article_id DESC LIMIT page_offset::bigint + page_limit
          ) AS entries
        ) AS found
        ORDER BY found.created_at DESC, found.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT found.article_id, total FROM (
          SELECT DISTINCT entries.article_id, entries.created_at
          FROM unnest(word_ids) AS word(id) CROSS JOIN LATERAL (
            SELECT w.article_id, w.created_at FROM article_words AS w
            WHERE w.word_id = word.id AND (NOT published_only OR w.status = 'Publicado')
              AND (category IS NULL OR w.category_id = category)
            ORDER BY w.created_at, w.article_id LIMIT page_offset::bigint + page_limit
          ) AS entries
        ) AS found
        ORDER BY found.created_at, found.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_article_phrases(
  term text, published_only boolean, category integer, newest_first boolean, page_limit integer, page_offset integer
) RETURNS TABLE (article_id integer, total bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET jit = off AS $$
DECLARE
  phrase_ids integer[] := ARRAY(SELECT id FROM search_phrases WHERE phrase LIKE '%' || f_search_text(term) || '%');
  largest integer;
  others integer[];
  all_entries bigint;
BEGIN
  IF cardinality(phrase_ids) = 1 THEN
    total := coalesce((SELECT entries FROM phrase_entries(phrase_ids, published_only, category)), 0);
    IF newest_first THEN
      RETURN QUERY SELECT w.article_id, total FROM article_phrases AS w
        WHERE w.phrase_id = phrase_ids[1] AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at DESC, w.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT w.article_id, total FROM article_phrases AS w
        WHERE w.phrase_id = phrase_ids[1] AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at, w.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  ELSIF cardinality(phrase_ids) > 1 THEN
    SELECT sum(per_phrase.entries), max(per_phrase.entries),
           (array_agg(per_phrase.phrase_id ORDER BY per_phrase.entries DESC, per_phrase.phrase_id))[1]
      INTO all_entries, total, largest FROM phrase_entries(phrase_ids, published_only, category) AS per_phrase;
    IF largest IS NULL THEN
      RETURN;
    END IF;
    others := array_remove(phrase_ids, largest);
    IF (all_entries - total) * 4 <= all_entries THEN
      -- Status and category are the article's, the same in all its entries: the probe needs
      -- neither. A scalar subquery, so that it stays one primary-key probe per entry (as NOT
      -- EXISTS, the generic plan may hash the whole table instead).
      total := total + (SELECT count(*) FROM article_phrases AS w
        WHERE w.phrase_id = ANY (others) AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
          AND (SELECT 1 FROM article_phrases AS earlier
               WHERE earlier.article_id = w.article_id
                 AND (earlier.phrase_id = largest OR (earlier.phrase_id = ANY (others) AND earlier.phrase_id < w.phrase_id))
               LIMIT 1) IS NULL);
    ELSE
      -- The smaller ones hold a quarter of the entries or more ('de' in 29 words): a probe per
      -- entry would cost more than sorting them all once.
      total := (SELECT count(DISTINCT w.article_id) FROM article_phrases AS w
                WHERE w.phrase_id = ANY (phrase_ids) AND (NOT published_only OR w.status = 'Publicado')
                  AND (category IS NULL OR w.category_id = category));
    END IF;
    IF newest_first THEN
      RETURN QUERY SELECT found.article_id, total FROM (
          SELECT DISTINCT entries.article_id, entries.created_at
          FROM unnest(phrase_ids) AS phrase(id) CROSS JOIN LATERAL (
            SELECT w.article_id, w.created_at FROM article_phrases AS w
            WHERE w.phrase_id = phrase.id AND (NOT published_only OR w.status = 'Publicado')
              AND (category IS NULL OR w.category_id = category)
            ORDER BY w.created_at DESC, w.article_id DESC LIMIT page_offset::bigint + page_limit
          ) AS entries
        ) AS found
        ORDER BY found.created_at DESC, found.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT found.article_id, total FROM (
          SELECT DISTINCT entries.article_id, entries.created_at
          FROM unnest(phrase_ids) AS phrase(id) CROSS JOIN LATERAL (
            SELECT w.article_id, w.created_at FROM article_phrases AS w
            WHERE w.phrase_id = phrase.id AND (NOT published_only OR w.status = 'Publicado')
              AND (category IS NULL OR w.category_id = category)
            ORDER BY w.created_at, w.article_id LIMIT page_offset::bigint + page_limit
          ) AS entries
        ) AS found
        ORDER BY found.created_at, found.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  END IF;
END $$;
