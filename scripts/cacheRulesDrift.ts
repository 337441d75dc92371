/**
 * Whether the migrations hold the cache triggers the rules imply: the latest
 * migration generated from server/src/services/publicCache/cacheRules.ts must
 * be exactly what triggerSql.ts writes from the rules today. A hand edit of
 * that migration, or a rule changed without a new migration, fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_RULES, cacheTriggerSql, GENERATED_MARKER } from '../server/src/services/publicCache';

const REMEDY =
  'After a change to cacheRules.ts, run `npm run db:cache-rules` to add a migration; a generated migration is ' +
  'never edited (a database that already applied it would not run it again).';

/** The journal's migrations (file names), oldest first. */
export function journalMigrations(migrationsDir: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => `${entry.tag}.sql`);
}

/** The latest migration holding generated cache triggers, or null. */
export function latestCacheRulesMigration(migrationsDir: string): string | null {
  const generated = journalMigrations(migrationsDir).filter((file) =>
    fs.readFileSync(path.join(migrationsDir, file), 'utf8').startsWith(GENERATED_MARKER),
  );
  return generated.at(-1) ?? null;
}

/** Null when the migrations match the rules, else what differs and what to do. */
export function cacheRulesDrift(migrationsDir: string, expected = cacheTriggerSql(CACHE_RULES)): string | null {
  const file = latestCacheRulesMigration(migrationsDir);
  if (!file) return `No migration in ${migrationsDir} holds the generated cache triggers. ${REMEDY}`;
  const committed = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
  if (committed === expected) return null;
  const committedLines = committed.split('\n');
  const expectedLines = expected.split('\n');
  const line = expectedLines.findIndex((text, index) => committedLines[index] !== text);
  const at = line < 0 ? committedLines.length : line;
  return (
    `Cache rules drift: migrations/${file} differs from what cacheRules.ts generates, first at line ${at + 1}:\n` +
    `  committed: ${committedLines[at] ?? '(end of file)'}\n  generated: ${expectedLines[at] ?? '(end of file)'}\n${REMEDY}`
  );
}
