-- The anonymous page cache's shared signal (server/src/services/publicCache/): every
-- statement that changes a table public pages show sends one notification on the
-- 'public_cache' channel, delivered at commit to every instance that listens. A trigger,
-- not the services, so no write path (CLI, seed, restore, a psql session) can forget it.
--
-- Payload: {"t": table, "ids": [changed ids] or null for "more than 100 rows / the whole
-- table", "counters": true when an UPDATE changed only views or rating totals}. What each
-- change invalidates is decided in one place: services/publicCache/tags.ts.
CREATE FUNCTION public_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- 0007): pages showing the item change, but no list gains or loses it.
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] = 'content' THEN
    counters_only := NOT EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE to_jsonb(o) - '{views,rating_sum,rating_count}'::text[]
        IS DISTINCT FROM to_jsonb(n) - '{views,rating_sum,rating_count}'::text[]
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
--> statement-breakpoint
-- Four triggers per table (transition tables allow one event per trigger); 'content'
-- marks the tables whose UPDATEs may change only counters.
DO $$
DECLARE
  t text;
  kind text;
BEGIN
  FOREACH t IN ARRAY ARRAY['articles', 'guides', 'categories', 'site_configurations', 'game_questions', 'puzzle_words', 'media_assets'] LOOP
    kind := CASE WHEN t IN ('articles', 'guides') THEN '''content''' ELSE '' END;
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify(%3$s)', t || '_public_cache_insert', t, kind);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify(%3$s)', t || '_public_cache_update', t, kind);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify(%3$s)', t || '_public_cache_delete', t, kind);
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify()', t || '_public_cache_truncate', t);
  END LOOP;
END
$$;
