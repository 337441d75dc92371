-- Generated from server/src/services/publicCache/cacheRules.ts (triggerSql.ts): do not edit.
-- To change a rule, edit that table and run `npm run db:cache-rules` for a new migration;
-- `npm run db:check` fails when the latest of these migrations and the rules differ.
DO $$
DECLARE
  old record;
BEGIN
  FOR old IN
    SELECT tgname, tgrelid::regclass AS on_table FROM pg_trigger
    WHERE tgfoid = to_regprocedure('public_cache_notify()') AND NOT tgisinternal
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', old.tgname, old.on_table);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The UPDATE trigger's arguments name the table's counter columns: an UPDATE that changed
-- nothing else is announced as counters only (pages showing the rows change, no list
-- gains or loses one).
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
  IF TG_OP = 'UPDATE' AND TG_NARGS > 0 THEN
    counters_only := NOT EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (id)
      WHERE to_jsonb(o) - TG_ARGV IS DISTINCT FROM to_jsonb(n) - TG_ARGV
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
CREATE TRIGGER "articles_public_cache_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "articles_public_cache_update" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('views', 'rating_sum', 'rating_count', 'rating_average');
--> statement-breakpoint
CREATE TRIGGER "articles_public_cache_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "articles_public_cache_truncate" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "guides_public_cache_insert" AFTER INSERT ON "guides" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "guides_public_cache_update" AFTER UPDATE ON "guides" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('views', 'rating_sum', 'rating_count', 'rating_average');
--> statement-breakpoint
CREATE TRIGGER "guides_public_cache_delete" AFTER DELETE ON "guides" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "guides_public_cache_truncate" AFTER TRUNCATE ON "guides" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "categories_public_cache_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "categories_public_cache_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "categories_public_cache_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "categories_public_cache_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "site_configurations_public_cache_insert" AFTER INSERT ON "site_configurations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "site_configurations_public_cache_update" AFTER UPDATE ON "site_configurations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "site_configurations_public_cache_delete" AFTER DELETE ON "site_configurations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "site_configurations_public_cache_truncate" AFTER TRUNCATE ON "site_configurations" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "game_questions_public_cache_insert" AFTER INSERT ON "game_questions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "game_questions_public_cache_update" AFTER UPDATE ON "game_questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "game_questions_public_cache_delete" AFTER DELETE ON "game_questions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "game_questions_public_cache_truncate" AFTER TRUNCATE ON "game_questions" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "puzzle_words_public_cache_insert" AFTER INSERT ON "puzzle_words" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "puzzle_words_public_cache_update" AFTER UPDATE ON "puzzle_words" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "puzzle_words_public_cache_delete" AFTER DELETE ON "puzzle_words" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "puzzle_words_public_cache_truncate" AFTER TRUNCATE ON "puzzle_words" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "media_assets_public_cache_insert" AFTER INSERT ON "media_assets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "media_assets_public_cache_update" AFTER UPDATE ON "media_assets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "media_assets_public_cache_delete" AFTER DELETE ON "media_assets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "media_assets_public_cache_truncate" AFTER TRUNCATE ON "media_assets" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();
