/**
 * The cache-rules drift check (`npm run db:check`) on copies of migrations/:
 * it passes on the committed folder and fails on a hand edit of the generated
 * migration or on a rule changed without a new migration.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_RULES, cacheTriggerSql } from '../server/src/services/publicCache';
import { cacheRulesDrift, latestCacheRulesMigration } from './cacheRulesDrift';

const root = path.resolve(import.meta.dirname, '..');
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

function copyOfMigrations(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-cache-rules-'));
  copies.push(copy);
  fs.cpSync(path.join(root, 'migrations'), copy, { recursive: true });
  return copy;
}

/** The check as `npm run db:check` runs it, on another folder. */
function runCheck(migrationsDir: string) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'scripts/check-cache-rules.ts'),
      '--migrations',
      migrationsDir,
    ],
    { cwd: root, encoding: 'utf8' },
  );
}

describe('the cache-rules drift check', () => {
  it('passes on the committed migrations', () => {
    expect(cacheRulesDrift(path.join(root, 'migrations'))).toBeNull();
  });

  it('fails on a hand edit of the generated migration', () => {
    const copy = copyOfMigrations();
    const file = path.join(copy, latestCacheRulesMigration(copy)!);
    const text = fs.readFileSync(file, 'utf8');
    // Someone adds a column to a counters list by hand instead of in cacheRules.ts.
    fs.writeFileSync(file, text.replace("'rating_average');", "'rating_average', 'is_featured');"));

    const result = runCheck(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cache rules drift: migrations\/\d{4}_\w+\.sql differs/);
    expect(result.stderr).toContain('committed: CREATE TRIGGER "articles_public_cache_update"');
    expect(runCheck(copyOfMigrations()).status).toBe(0);
    // Two tsx processes: seconds on a busy machine.
  }, 60_000);

  it('fails on a rule changed without a new migration, and when no migration holds the triggers', () => {
    const copy = copyOfMigrations();
    const fewer = cacheTriggerSql(CACHE_RULES.filter((rule) => !('everywhere' in rule)));
    expect(cacheRulesDrift(copy, fewer)).toMatch(/npm run db:cache-rules/);
    fs.writeFileSync(path.join(copy, latestCacheRulesMigration(copy)!), '-- emptied\n');
    expect(cacheRulesDrift(copy)).toMatch(/No migration .* holds the generated cache triggers/);
  });
});
