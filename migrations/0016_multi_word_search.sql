-- search_articles (0012) and search_article_phrases (0015) when the term lies inside several
-- words (pairs): 'familia' inside 'familia' and 'familias'. They counted the matches with
-- count(DISTINCT article_id) over every entry of every word, a sort of all of them (33,340 entries
-- at 100,000 articles: 170 ms of the function's 220-400 ms on PGlite), and sorted the first
-- (offset + limit) × words entries of all the words together, again reading every entry.
-- Now each word's entries are counted in the index first. When one word holds nearly all of
-- them, it counts all its entries and an entry of another word counts only when its article has
-- no entry of that word nor of an earlier one of the others: a primary-key probe per entry of
-- the few smaller words, and an exact total without the sort. Otherwise the sort stays.
-- The page takes the first (offset + limit) entries of each word in index order, enough since
-- an article's entries share its date: an article among the first (offset + limit) matches is
-- among the first (offset + limit) entries of any word it holds.
-- JIT is off for both: a generic plan's estimate for the probes (every entry of any word) is
-- high enough for Postgres to spend 150-500 ms compiling a statement that runs in 0.1 ms.
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
    SELECT sum(per_word.entries), max(per_word.entries),
           (array_agg(per_word.word_id ORDER BY per_word.entries DESC, per_word.word_id))[1]
      INTO all_entries, total, largest FROM (
        SELECT w.word_id, count(*) AS entries FROM article_words AS w
        WHERE w.word_id = ANY (word_ids) AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        GROUP BY w.word_id
      ) AS per_word;
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
    total := (SELECT count(*) FROM article_phrases AS w
              WHERE w.phrase_id = phrase_ids[1] AND (NOT published_only OR w.status = 'Publicado')
                AND (category IS NULL OR w.category_id = category));
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
      INTO all_entries, total, largest FROM (
        SELECT w.phrase_id, count(*) AS entries FROM article_phrases AS w
        WHERE w.phrase_id = ANY (phrase_ids) AND (NOT published_only OR w.status = 'Publicado')
          AND (category IS NULL OR w.category_id = category)
        GROUP BY w.phrase_id
      ) AS per_phrase;
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
