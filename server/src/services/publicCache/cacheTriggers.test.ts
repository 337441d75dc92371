/**
 * The cache triggers on a real database (PGlite and Postgres): after every
 * migration they are exactly what the rules say, and the generated SQL
 * replaces an earlier version's triggers, those of a table no longer listed
 * included. What the triggers announce: publicCache.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES, type ScratchDatabase } from '../../../test/databases';
import { ROOT_DIR } from '../../config';
import { createDatabase, executeRows, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { CACHE_RULES, tableNameOf, type CacheRule } from './cacheRules';
import { cacheTriggerSql } from './triggerSql';

interface InstalledTrigger {
  table: string;
  name: string;
  args: string[];
}

async function installedTriggers(handle: DatabaseHandle): Promise<InstalledTrigger[]> {
  const rows = await executeRows<{ table: string; name: string; args: string }>(
    handle.db,
    sql`select c.relname as "table", t.tgname as "name", encode(t.tgargs, 'escape') as "args"
        from pg_trigger as t join pg_class as c on c.oid = t.tgrelid
        where t.tgfoid = 'public_cache_notify()'::regprocedure and not t.tgisinternal
        order by c.relname, t.tgname`,
  );
  // tgargs holds each argument followed by a zero byte, which 'escape' writes as \000.
  return rows.map(({ table, name, args }) => ({ table, name, args: args.split('\\000').slice(0, -1) }));
}

function expectedTriggers(rules: readonly CacheRule[]): InstalledTrigger[] {
  return rules
    .flatMap((rule) => {
      const table = tableNameOf(rule);
      const counters = 'counters' in rule ? (rule.counters ?? []).map((column) => column.name) : [];
      return ['delete', 'insert', 'truncate', 'update'].map((event) => ({
        table,
        name: `${table}_public_cache_${event}`,
        args: event === 'update' ? counters : [],
      }));
    })
    .sort((a, b) => (a.table === b.table ? a.name.localeCompare(b.name) : a.table.localeCompare(b.table)));
}

async function runGenerated(handle: DatabaseHandle, rules: readonly CacheRule[]) {
  for (const statement of cacheTriggerSql(rules).split('--> statement-breakpoint'))
    await handle.db.execute(sql.raw(statement));
}

describe.each(TEST_DATABASES)('the cache triggers on %s', (kind) => {
  let handle: DatabaseHandle;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    await migrateDatabase(handle, ROOT_DIR, scratch?.url);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('are, after every migration, exactly the ones the rules say', async () => {
    expect(await installedTriggers(handle)).toEqual(expectedTriggers(CACHE_RULES));
  });

  it('replace every earlier trigger, those of a table the rules no longer list included', async () => {
    const fewer = CACHE_RULES.filter((rule) => tableNameOf(rule) !== 'puzzle_words');
    await runGenerated(handle, fewer);
    const installed = await installedTriggers(handle);
    expect(installed).toEqual(expectedTriggers(fewer));
    expect(installed.some((trigger) => trigger.table === 'puzzle_words')).toBe(false);
    await runGenerated(handle, CACHE_RULES);
    expect(await installedTriggers(handle)).toEqual(expectedTriggers(CACHE_RULES));
  });
});
