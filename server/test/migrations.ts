/** Older database versions for upgrade tests: a fresh database migrated only part of the way. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../src/config';
import type { createDatabase } from '../src/db/client';
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
