/** Older database versions for upgrade tests: a fresh database migrated only part of the way. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableColumns, sql, type Column, type Table } from 'drizzle-orm';
import { ROOT_DIR } from '../src/config';
import { executeRows, type createDatabase, type Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/** Migrates a fresh database up to `before` (exclusive), so a test can fill it as an older version left it. */
export async function migrateUpTo(
  handle: Awaited<ReturnType<typeof createDatabase>>,
  url: string | undefined,
  before: string,
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-migrations-'));
  const source = path.join(ROOT_DIR, 'migrations');
  fs.mkdirSync(path.join(root, 'migrations', 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === before);
  if (cut < 0) throw new Error(`no migration ${before}`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(root, 'migrations', 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(root, 'migrations', `${entry.tag}.sql`));
  try {
    await migrateDatabase(handle, root, url);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Inserts a row into a table as an older migration left it: only the columns `values` names
 * (and today's schema knows), so a column a later migration added is never mentioned, as
 * Drizzle's own insert would (it lists every column of today's table).
 */
export async function insertAsOlderVersion<T extends Table>(
  db: Database,
  table: T,
  values: Partial<Record<keyof T['$inferInsert'], unknown>> & Record<string, unknown>,
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const given = Object.entries(values).filter(([key, value]) => key in columns && value !== undefined);
  const names = sql.join(
    given.map(([key]) => sql.identifier((columns[key] as Column).name)),
    sql`, `,
  );
  const params = sql.join(
    // Drizzle's postgres.js driver sends parameters as text: a Date goes as its ISO form, as a typed insert sends it.
    given.map(([, value]) => sql`${value instanceof Date ? value.toISOString() : value}`),
    sql`, `,
  );
  await executeRows(db, sql`insert into ${table} (${names}) values (${params})`);
}
