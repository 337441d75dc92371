import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, type CacheRule } from './cacheRules';
import { cacheTriggerSql, GENERATED_MARKER } from './triggerSql';

const statements = (sql: string) => sql.split('\n--> statement-breakpoint\n');
const triggersOf = (sql: string, table: string) =>
  statements(sql).filter((statement) => statement.includes(` ON "${table}"`));

describe('the cache triggers written from the rules', () => {
  const sql = cacheTriggerSql(CACHE_RULES);

  it('starts with the marker the drift check looks for, drops the old triggers, then replaces the function', () => {
    expect(sql.startsWith(`${GENERATED_MARKER}\n`)).toBe(true);
    const [drop, notify] = statements(sql);
    expect(drop).toContain("tgfoid = to_regprocedure('public_cache_notify()')");
    expect(notify).toContain('CREATE OR REPLACE FUNCTION public_cache_notify()');
  });

  it('gives every table four triggers, and the UPDATE trigger the table’s counter columns', () => {
    expect(triggersOf(sql, 'articles')).toEqual([
      'CREATE TRIGGER "articles_public_cache_insert" AFTER INSERT ON "articles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();',
      `CREATE TRIGGER "articles_public_cache_update" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('views', 'rating_sum', 'rating_count', 'rating_average');`,
      'CREATE TRIGGER "articles_public_cache_delete" AFTER DELETE ON "articles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();',
      'CREATE TRIGGER "articles_public_cache_truncate" AFTER TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify();',
    ]);
    expect(triggersOf(sql, 'categories')[1]).toMatch(/public_cache_notify\(\);$/);
    // Tables that empty the whole cache announce their changes like any other.
    expect(triggersOf(sql, 'media_assets')).toHaveLength(4);
    expect(statements(sql)).toHaveLength(2 + 4 * CACHE_RULES.length);
  });

  it('quotes names, so a rule cannot write other SQL', () => {
    const odd = pgTable('odd"table', { id: serial('id').primaryKey(), counter: integer("it's") });
    const [, update] = triggersOf(
      cacheTriggerSql([{ table: odd, type: 'Article', lists: [], counters: [odd.counter] }]),
      'odd""table',
    );
    expect(update).toBe(
      `CREATE TRIGGER "odd""table_public_cache_update" AFTER UPDATE ON "odd""table" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public_cache_notify('it''s');`,
    );
  });

  it('refuses a table with two rules and a trigger name Postgres would cut short', () => {
    const twice: CacheRule[] = [CACHE_RULES[0]!, CACHE_RULES[0]!];
    expect(() => cacheTriggerSql(twice)).toThrow(/articles has two cache rules/);
    const long = pgTable('x'.repeat(42), { id: serial('id').primaryKey() });
    expect(() => cacheTriggerSql([{ table: long, everywhere: true }])).toThrow(/longer than 63 bytes/);
  });
});
