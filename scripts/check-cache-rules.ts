/**
 * Fails when the cache triggers in migrations/ no longer match
 * server/src/services/publicCache/cacheRules.ts (part of `npm run db:check`).
 * `--migrations <dir>` checks another folder (the drift test's modified copy).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheRulesDrift } from './cacheRulesDrift';

const { values } = parseArgs({ options: { migrations: { type: 'string' } } });
const migrationsDir = path.resolve(values.migrations ?? path.join(import.meta.dirname, '..', 'migrations'));
const drift = cacheRulesDrift(migrationsDir);
if (drift) {
  console.error(drift);
  process.exit(1);
}
console.log('Cache triggers match cacheRules.ts.');
