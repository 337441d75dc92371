CREATE TABLE "content_totals" (
	"content_type" text NOT NULL,
	"status" text NOT NULL,
	"category_id" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "content_totals_content_type_status_category_id_pk" PRIMARY KEY("content_type","status","category_id"),
	CONSTRAINT "content_totals_content_type_check" CHECK (content_type IN ('article', 'guide'))
);
--> statement-breakpoint
DROP INDEX "articles_status_created_at_idx";--> statement-breakpoint
DROP INDEX "guides_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_status_category_created_at_idx" ON "articles" USING btree ("status","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "articles_featured_views_idx" ON "articles" USING btree ("is_featured","views","id");--> statement-breakpoint
CREATE INDEX "guides_status_category_created_at_idx" ON "guides" USING btree ("status","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "guides_views_idx" ON "guides" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "guides_featured_views_idx" ON "guides" USING btree ("is_featured","views","id");--> statement-breakpoint
CREATE INDEX "articles_status_created_at_idx" ON "articles" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "guides_status_created_at_idx" ON "guides" USING btree ("status","created_at","id");--> statement-breakpoint
-- The statistics page's title and average-rating orders, read from an index in either
-- direction (services/stats/contentStats.ts writes the same expressions).
CREATE INDEX "articles_title_sort_idx" ON "articles" USING btree ((f_search_text(title) COLLATE "C"), "title", "id");--> statement-breakpoint
CREATE INDEX "guides_title_sort_idx" ON "guides" USING btree ((f_search_text(title) COLLATE "C"), "title", "id");--> statement-breakpoint
CREATE INDEX "articles_rating_sort_idx" ON "articles" USING btree ((coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)), "views", "id");--> statement-breakpoint
CREATE INDEX "guides_rating_sort_idx" ON "guides" USING btree ((coalesce(round(rating_sum::numeric / nullif(rating_count, 0), 1), 0)), "views", "id");--> statement-breakpoint
-- Adds delta to the totals of a status overall (category 0) and in its category.
CREATE FUNCTION bump_content_total(kind text, row_status text, category integer, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO content_totals AS t (content_type, status, category_id, total)
    SELECT kind, row_status, bucket, delta FROM (VALUES (0), (category)) AS b(bucket) WHERE bucket IS NOT NULL
  ON CONFLICT (content_type, status, category_id) DO UPDATE SET total = t.total + excluded.total
$$;--> statement-breakpoint
-- Inserts and deletes are counted per statement (a bulk insert updates each total once);
-- updates per row, and only when the status or the category changed, so counting views never fires it.
CREATE FUNCTION count_content_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'articles' THEN 'article' ELSE 'guide' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_content_total(kind, status, category_id, count(*))
      FROM new_rows GROUP BY status, category_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_content_total(kind, status, category_id, -count(*))
      FROM old_rows GROUP BY status, category_id;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_content_total(kind, OLD.status, OLD.category_id, -1);
    PERFORM bump_content_total(kind, NEW.status, NEW.category_id, 1);
    RETURN NULL;
  ELSE
    DELETE FROM content_totals WHERE content_type = kind;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_count_inserts AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER articles_count_deletes AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER articles_count_updates AFTER UPDATE OF status, category_id ON articles FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER articles_count_truncate AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER guides_count_inserts AFTER INSERT ON guides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER guides_count_deletes AFTER DELETE ON guides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER guides_count_updates AFTER UPDATE OF status, category_id ON guides FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
CREATE TRIGGER guides_count_truncate AFTER TRUNCATE ON guides
  FOR EACH STATEMENT EXECUTE FUNCTION count_content_rows();--> statement-breakpoint
INSERT INTO content_totals (content_type, status, category_id, total)
  SELECT kind, status, bucket, count(*) FROM (
    SELECT 'article' AS kind, status, category_id FROM articles
    UNION ALL SELECT 'guide', status, category_id FROM guides
  ) AS rows, LATERAL (VALUES (0), (rows.category_id)) AS b(bucket)
  WHERE bucket IS NOT NULL GROUP BY kind, status, bucket;--> statement-breakpoint
-- A rating's change applied as deltas: under concurrent ratings each UPDATE adds to the
-- row's latest version, where recomputing an average would use a stale snapshot.
CREATE FUNCTION bump_rating_summary(kind text, item integer, sum_delta integer, count_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF kind = 'article' THEN
    UPDATE articles SET rating_sum = rating_sum + sum_delta, rating_count = rating_count + count_delta WHERE id = item;
  ELSE
    UPDATE guides SET rating_sum = rating_sum + sum_delta, rating_count = rating_count + count_delta WHERE id = item;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION summarize_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_rating_summary(OLD.content_type, OLD.content_id, -OLD.rating, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM bump_rating_summary(NEW.content_type, NEW.content_id, NEW.rating, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ratings_summarize AFTER INSERT OR UPDATE OF rating, content_type, content_id OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION summarize_ratings();--> statement-breakpoint
UPDATE articles SET rating_sum = s.total, rating_count = s.n
  FROM (SELECT content_id, sum(rating)::int AS total, count(*)::int AS n FROM ratings WHERE content_type = 'article' GROUP BY content_id) AS s
  WHERE articles.id = s.content_id;--> statement-breakpoint
UPDATE guides SET rating_sum = s.total, rating_count = s.n
  FROM (SELECT content_id, sum(rating)::int AS total, count(*)::int AS n FROM ratings WHERE content_type = 'guide' GROUP BY content_id) AS s
  WHERE guides.id = s.content_id;
