/**
 * The SQL of the triggers that announce changes to the page cache, written
 * from the rules (cacheRules.ts). A migration holds this text verbatim
 * (scripts/cache-rules-migration.ts writes it; `npm run db:check` compares).
 *
 * Why a trigger and not the services: no write path (CLI, seed, restore, a
 * psql session) can forget it. Every statement that changes a listed table
 * sends one notification on the 'public_cache' channel, delivered at commit to
 * every instance that listens:
 * `{"t": table, "ids": [changed ids] or null for "more than 100 rows / the
 * whole table", "counters": true when an UPDATE changed only counter columns}`.
 */
import { tableNameOf, type CacheRule } from './cacheRules';

/** The first line of every migration holding this SQL: how the drift check finds the latest one. */
export const GENERATED_MARKER =
  '-- Generated from server/src/services/publicCache/cacheRules.ts (triggerSql.ts): do not edit.';

const BREAKPOINT = '\n--> statement-breakpoint\n';
/** Postgres silently truncates longer identifiers, so two triggers could end up with one name. */
const MAX_IDENTIFIER_BYTES = 63;

const HEADER = `${GENERATED_MARKER}
-- To change a rule, edit that table and run \`npm run db:cache-rules\` for a new migration;
-- \`npm run db:check\` fails when the latest of these migrations and the rules differ.`;

// Every trigger an earlier version of the rules created, on any table (one the rules no
// longer list included), goes first; then the function and the current triggers.
const DROP_OLD_TRIGGERS = `DO $$
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
$$;`;

const NOTIFY_FUNCTION = `-- The UPDATE trigger's arguments name the table's counter columns: an UPDATE that changed
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
$$;`;

function identifier(name: string): string {
  if (Buffer.byteLength(name) > MAX_IDENTIFIER_BYTES) throw new Error(`identifier longer than 63 bytes: ${name}`);
  return `"${name.replaceAll('"', '""')}"`;
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Four triggers per table: transition tables allow one event per trigger. */
function tableTriggers(rule: CacheRule): string[] {
  const table = tableNameOf(rule);
  const counters = 'counters' in rule && rule.counters ? rule.counters.map((column) => literal(column.name)) : [];
  const create = (event: string, referencing: string, args: readonly string[] = []) =>
    `CREATE TRIGGER ${identifier(`${table}_public_cache_${event.toLowerCase()}`)} AFTER ${event} ON ${identifier(table)}` +
    `${referencing} FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify(${args.join(', ')});`;
  return [
    create('INSERT', ' REFERENCING NEW TABLE AS new_rows'),
    create('UPDATE', ' REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows', counters),
    create('DELETE', ' REFERENCING OLD TABLE AS old_rows'),
    create('TRUNCATE', ''),
  ];
}

/** The migration text that makes the database announce changes exactly as `rules` say. */
export function cacheTriggerSql(rules: readonly CacheRule[]): string {
  const names = rules.map(tableNameOf);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`${repeated} has two cache rules`);
  const statements = [DROP_OLD_TRIGGERS, NOTIFY_FUNCTION, ...rules.flatMap(tableTriggers)];
  return `${HEADER}\n${statements.join(BREAKPOINT)}\n`;
}
