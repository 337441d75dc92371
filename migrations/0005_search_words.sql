CREATE TABLE "article_words" (
	"article_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_words_article_id_word_id_pk" PRIMARY KEY("article_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "article_words" ADD CONSTRAINT "article_words_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_words" ADD CONSTRAINT "article_words_word_id_search_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."search_words"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_words_word_created_at_idx" ON "article_words" USING btree ("word_id","created_at","article_id","category_id");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a search_text: split on anything but a-z and 0-9, each once.
-- A term made only of those characters (search.ts: isSingleWordTerm) is inside
-- search_text exactly when it is inside one of these words, so looking it up here
-- gives the same matches as the LIKE over search_text, without reading the articles.
-- ROWS: a title and summary hold a few dozen words, not the 1,000 Postgres assumes of a
-- set-returning function; with that guess it hashed the whole vocabulary on every save.
CREATE FUNCTION f_search_words(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT ROWS 20
  AS $$ SELECT DISTINCT token FROM regexp_split_to_table(value, '[^a-z0-9]+') AS token WHERE token <> '' $$;--> statement-breakpoint
CREATE FUNCTION index_article_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM article_words WHERE article_id = OLD.id;
  END IF;
  IF NEW.status = 'Publicado' THEN
    INSERT INTO search_words (word)
      SELECT token FROM f_search_words(NEW.search_text) AS token
      WHERE NOT EXISTS (SELECT 1 FROM search_words WHERE word = token)
      ON CONFLICT (word) DO NOTHING;
    INSERT INTO article_words (article_id, word_id, category_id, created_at)
      SELECT NEW.id, search_words.id, NEW.category_id, NEW.created_at
      FROM f_search_words(NEW.search_text) AS token JOIN search_words ON search_words.word = token;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Views are counted with UPDATEs of their own column, which do not fire this.
CREATE TRIGGER articles_index_words AFTER INSERT OR UPDATE OF title, summary, status, category_id, created_at
  ON articles FOR EACH ROW EXECUTE FUNCTION index_article_words();--> statement-breakpoint
-- The articles already published, as the trigger would have indexed them.
INSERT INTO search_words (word)
  SELECT DISTINCT token FROM articles, f_search_words(articles.search_text) AS token
  WHERE articles.status = 'Publicado';--> statement-breakpoint
INSERT INTO article_words (article_id, word_id, category_id, created_at)
  SELECT articles.id, search_words.id, articles.category_id, articles.created_at
  FROM articles, f_search_words(articles.search_text) AS token
  JOIN search_words ON search_words.word = token
  WHERE articles.status = 'Publicado';--> statement-breakpoint
-- One page of published articles whose title or summary contains a one-word term, and
-- how many there are, read from article_words' index. A term inside one word (the
-- usual case) reads that word's entries already in order; a term inside several
-- ('trampolin' in 'trampolin' and 'trampolines') counts each article once.
-- Generic plans: these statements are simple and their best plan does not depend on
-- the term, so planning them again on every call would only add time.
CREATE FUNCTION search_published_articles(
  term text, category integer, newest_first boolean, page_limit integer, page_offset integer
) RETURNS TABLE (article_id integer, total bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  word_ids integer[] := ARRAY(SELECT id FROM search_words WHERE word LIKE '%' || f_search_text(term) || '%');
BEGIN
  IF cardinality(word_ids) = 1 THEN
    total := (SELECT count(*) FROM article_words AS w
              WHERE w.word_id = word_ids[1] AND (category IS NULL OR w.category_id = category));
    IF newest_first THEN
      RETURN QUERY SELECT w.article_id, total FROM article_words AS w
        WHERE w.word_id = word_ids[1] AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at DESC, w.article_id DESC LIMIT page_limit OFFSET page_offset;
    ELSE
      RETURN QUERY SELECT w.article_id, total FROM article_words AS w
        WHERE w.word_id = word_ids[1] AND (category IS NULL OR w.category_id = category)
        ORDER BY w.created_at, w.article_id LIMIT page_limit OFFSET page_offset;
    END IF;
  ELSIF cardinality(word_ids) > 1 THEN
    total := (SELECT count(DISTINCT w.article_id) FROM article_words AS w
              WHERE w.word_id = ANY (word_ids) AND (category IS NULL OR w.category_id = category));
    RETURN QUERY SELECT found.article_id, total FROM (
        SELECT DISTINCT w.article_id, w.created_at FROM article_words AS w
        WHERE w.word_id = ANY (word_ids) AND (category IS NULL OR w.category_id = category)
      ) AS found
      ORDER BY CASE WHEN newest_first THEN found.created_at END DESC,
               CASE WHEN newest_first THEN found.article_id END DESC,
               found.created_at, found.article_id
      LIMIT page_limit OFFSET page_offset;
  END IF;
END $$;
