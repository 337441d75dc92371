CREATE TABLE "article_phrases" (
	"article_id" integer NOT NULL,
	"phrase_id" integer NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "article_phrases_article_id_phrase_id_pk" PRIMARY KEY("article_id","phrase_id")
);--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	CONSTRAINT "search_phrases_phrase_unique" UNIQUE("phrase")
);--> statement-breakpoint
ALTER TABLE "article_words" ADD COLUMN "in_title" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "article_phrases" ADD CONSTRAINT "article_phrases_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_phrases" ADD CONSTRAINT "article_phrases_phrase_id_search_phrases_id_fk" FOREIGN KEY ("phrase_id") REFERENCES "public"."search_phrases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The pairs of neighbouring words of a search_text that exactly one space separates:
-- the last word of each space-separated chunk with the first word of the next
-- ('toda la familia.' gives 'toda la' and 'la familia'). A term of two words
-- (search.ts: isTwoWordTerm) is inside search_text exactly when it is inside one of
-- these pairs, as a one-word term is inside one of f_search_words' words.
CREATE FUNCTION f_search_word_pairs(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT ROWS 20
  AS $$ SELECT DISTINCT substring(chunk from '[a-z0-9]+$') || ' ' || substring(next_chunk from '^[a-z0-9]+')
    FROM (SELECT chunk, lead(chunk) OVER (ORDER BY n) AS next_chunk
          FROM string_to_table(value, ' ') WITH ORDINALITY AS chunks(chunk, n)) AS neighbours
    WHERE chunk ~ '[a-z0-9]$' AND next_chunk ~ '^[a-z0-9]' $$;
--> statement-breakpoint
-- As 0012's, plus which words are the title's and the article's word pairs.
CREATE OR REPLACE FUNCTION index_article_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM article_words WHERE article_id = OLD.id;
    DELETE FROM article_phrases WHERE article_id = OLD.id;
  END IF;
  INSERT INTO search_words (word)
    SELECT token FROM f_search_words(NEW.search_text) AS token
    WHERE NOT EXISTS (SELECT 1 FROM search_words WHERE word = token)
    ON CONFLICT (word) DO NOTHING;
  INSERT INTO article_words (article_id, word_id, category_id, created_at, status, in_title)
    SELECT NEW.id, search_words.id, NEW.category_id, NEW.created_at, NEW.status,
           token IN (SELECT f_search_words(f_search_text(NEW.title)))
    FROM f_search_words(NEW.search_text) AS token JOIN search_words ON search_words.word = token;
  INSERT INTO search_phrases (phrase)
    SELECT pair FROM f_search_word_pairs(NEW.search_text) AS pair
    WHERE NOT EXISTS (SELECT 1 FROM search_phrases WHERE phrase = pair)
    ON CONFLICT (phrase) DO NOTHING;
  INSERT INTO article_phrases (article_id, phrase_id, category_id, created_at, status)
    SELECT NEW.id, search_phrases.id, NEW.category_id, NEW.created_at, NEW.status
    FROM f_search_word_pairs(NEW.search_text) AS pair JOIN search_phrases ON search_phrases.phrase = pair;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The articles already indexed, as the trigger now indexes them (before the indexes below, which build faster once).
UPDATE article_words AS w SET in_title = true
  FROM articles AS a, f_search_words(f_search_text(a.title)) AS token, search_words AS s
  WHERE w.article_id = a.id AND s.word = token AND w.word_id = s.id;
--> statement-breakpoint
INSERT INTO search_phrases (phrase)
  SELECT DISTINCT pair FROM articles, f_search_word_pairs(articles.search_text) AS pair;
--> statement-breakpoint
INSERT INTO article_phrases (article_id, phrase_id, category_id, created_at, status)
  SELECT articles.id, search_phrases.id, articles.category_id, articles.created_at, articles.status
  FROM articles, f_search_word_pairs(articles.search_text) AS pair
  JOIN search_phrases ON search_phrases.phrase = pair;
--> statement-breakpoint
-- search_articles (0012) for a two-word term, from the word pairs: one page of articles
-- whose title or summary contains the term and how many there are, read from
-- article_phrases' index. Usually the term lies inside one pair ('la familia'), whose
-- entries are read in order; inside several ('la familia' in 'la familia' and
-- 'la familias') each article counts once.
CREATE FUNCTION search_article_phrases(
  term text, published_only boolean, category integer, newest_first boolean, page_limit integer, page_offset integer
) RETURNS TABLE (article_id integer, total bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  phrase_ids integer[] := ARRAY(SELECT id FROM search_phrases WHERE phrase LIKE '%' || f_search_text(term) || '%');
BEGIN
  IF cardinality(phrase_ids) = 1 THEN
    total := (SELECT count(*) FROM article_phrases AS p
              WHERE p.phrase_id = phrase_ids[1] AND (NOT published_only OR p.status = 'Publicado')
                AND (category IS NULL OR p.category_id = category));
    IF newest_first THEN
      RETURN QUERY SELECT p.article_id, total FROM article_phrases AS p
        WHERE p.phrase_id = phrase_ids[1] AND (NOT published_only OR p.status = 'Publicado')
          AND (category IS NULL OR p.category_id = category)
        ORDER BY p.created_at DESC, p.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT p.article_id, total FROM article_phrases AS p
        WHERE p.phrase_id = phrase_ids[1] AND (NOT published_only OR p.status = 'Publicado')
          AND (category IS NULL OR p.category_id = category)
        ORDER BY p.created_at, p.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  ELSIF cardinality(phrase_ids) > 1 THEN
    total := (SELECT count(DISTINCT p.article_id) FROM article_phrases AS p
              WHERE p.phrase_id = ANY (phrase_ids) AND (NOT published_only OR p.status = 'Publicado')
                AND (category IS NULL OR p.category_id = category));
    -- As in search_articles: an article's entries share its date, so the first
    -- (offset + limit) articles lie within the first (offset + limit) × pairs entries.
    RETURN QUERY SELECT found.article_id, total FROM (
        SELECT DISTINCT entries.article_id, entries.created_at FROM (
          SELECT p.article_id, p.created_at FROM article_phrases AS p
          WHERE p.phrase_id = ANY (phrase_ids) AND (NOT published_only OR p.status = 'Publicado')
            AND (category IS NULL OR p.category_id = category)
          ORDER BY CASE WHEN newest_first THEN p.created_at END DESC,
                   CASE WHEN newest_first THEN p.article_id END DESC,
                   p.created_at, p.article_id
          LIMIT (page_offset::bigint + page_limit) * cardinality(phrase_ids)
        ) AS entries
      ) AS found
      ORDER BY CASE WHEN newest_first THEN found.created_at END DESC,
               CASE WHEN newest_first THEN found.article_id END DESC,
               found.created_at, found.article_id
      LIMIT page_limit OFFSET page_offset;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX "article_phrases_phrase_created_at_idx" ON "article_phrases" USING btree ("phrase_id","created_at","article_id","category_id","status");--> statement-breakpoint
CREATE INDEX "search_phrases_phrase_trgm_idx" ON "search_phrases" USING gin ("phrase" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_status_updated_at_idx" ON "articles" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "guides_status_updated_at_idx" ON "guides" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "article_words_title_idx" ON "article_words" USING btree ("word_id","created_at","article_id") WHERE "article_words"."in_title";
