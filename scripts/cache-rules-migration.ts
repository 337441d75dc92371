/**
 * `npm run db:cache-rules`: adds a migration whose SQL is the cache triggers
 * server/src/services/publicCache/cacheRules.ts implies. drizzle-kit creates
 * the empty migration (file, journal entry, snapshot) as for any hand-written
 * one; this fills it. Does nothing when the latest generated one already matches.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_RULES, cacheTriggerSql } from '../server/src/services/publicCache';
import { cacheRulesDrift, journalMigrations } from './cacheRulesDrift';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'migrations');
if (!cacheRulesDrift(migrationsDir)) {
  console.log('The latest cache-rules migration already matches cacheRules.ts: nothing to add.');
  process.exit(0);
}
const before = new Set(journalMigrations(migrationsDir));
execFileSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'drizzle/drizzle.config.ts', '--custom', '--name', 'cache_rules'],
  { cwd: root, stdio: 'inherit' },
);
const added = journalMigrations(migrationsDir).filter((file) => !before.has(file));
if (added.length !== 1) throw new Error(`expected drizzle-kit to add one migration, it added ${added.length}`);
const file = path.join(migrationsDir, added[0]!);
fs.writeFileSync(file, cacheTriggerSql(CACHE_RULES));
console.log(
  `Wrote ${path.relative(root, file)}: run npm run db:check, then commit it with its journal entry and snapshot.`,
);
