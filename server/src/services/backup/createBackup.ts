/**
 * One archive (.tar.gz) of everything the owner would miss: every table as
 * JSON lines, read in one snapshot, and every stored file; a README.txt says
 * what it holds. Tables that would sign someone in or only log visitors are
 * left out (tables.ts, NOT_IN_BACKUP), so the archive can leave the server.
 *
 * Consistency while the site runs: the rows are read inside one read-only
 * REPEATABLE READ transaction, so on Postgres they are one snapshot however
 * many writes run meanwhile; on PGlite (one connection) the transaction holds
 * the database, so writers wait for the few milliseconds the read takes
 * instead of the dump copying files being written. The rows are gathered
 * before any byte is sent, so a slow download never holds the database. Files
 * are read after the snapshot: uploads are written before the row naming them
 * is committed, so every file the snapshot refers to is there, unless it is
 * deleted (with its article or guide) in the seconds the backup runs.
 */
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../../db/client';
import { BUCKETS, type StorageDriver } from '../media';
import { appliedMigrations, DERIVED_TABLES, NOT_IN_BACKUP, publicTables } from './tables';
import { tarWriter } from './tarball';

export const BACKUP_FORMAT = 'crecer-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
  files: number;
  /** Tables left out on purpose, with the reason (absent from archives made before it was added). */
  notIncluded?: Record<string, string>;
}

interface TableDump {
  name: string;
  rows: number;
  body: Buffer;
}

async function snapshotTables(db: Database): Promise<{ migrations: number; dumps: TableDump[] }> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const dumps: TableDump[] = [];
      for (const table of await publicTables(tx)) {
        if (DERIVED_TABLES.has(table.name) || NOT_IN_BACKUP.has(table.name)) continue;
        const rows = await executeRows<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${sql.identifier(table.name)} t`,
        );
        const text = rows.map((row) => `${row.line}\n`).join('');
        dumps.push({ name: table.name, rows: rows.length, body: Buffer.from(text, 'utf8') });
      }
      return { migrations, dumps };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Writes the archive into `out` (a file or an HTTP response) and returns its
 * manifest. When `signal` is aborted (the server stopping), it throws before
 * the next entry, leaving the archive unfinished for the caller to discard.
 */
export async function writeBackup(
  services: { db: Database; storage: StorageDriver },
  out: Writable,
  now = new Date(),
  signal?: AbortSignal,
): Promise<BackupManifest> {
  signal?.throwIfAborted();
  const { migrations, dumps } = await snapshotTables(services.db);
  const archive = tarWriter(out);
  for (const dump of dumps) {
    signal?.throwIfAborted();
    await archive.add({ name: `db/${dump.name}.jsonl`, body: dump.body }, now);
  }
  let files = 0;
  for (const bucket of BUCKETS) {
    for (const key of await services.storage.list(bucket)) {
      signal?.throwIfAborted();
      const object = await services.storage.get(key);
      // Deleted after it was listed (its article removed meanwhile): skipped rather than failing the backup.
      if (!object) continue;
      await archive.add({ name: `storage/${key}`, body: object.body }, now);
      files += 1;
    }
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    migrations,
    tables: Object.fromEntries(dumps.map((dump) => [dump.name, dump.rows])),
    files,
    notIncluded: Object.fromEntries(NOT_IN_BACKUP),
  };
  await archive.add({ name: 'README.txt', body: Buffer.from(archiveReadme(manifest), 'utf8') }, now);
  await archive.add({ name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest, null, 2)) }, now);
  await archive.finish();
  return manifest;
}

/** What whoever opens the archive should know first: what it holds, and that it must stay private. */
function archiveReadme(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  return [
    `Crecer en Familia: copia de seguridad del ${manifest.createdAt} / backup of ${manifest.createdAt}`,
    '',
    'PRIVADA: contiene los hashes de las contraseñas del panel y los mensajes de contacto.',
    'Guárdala donde solo tú puedas leerla, junto con APP_SECRET.',
    '',
    `What it holds: every table of the site as JSON lines in db/ (${Object.keys(manifest.tables).length} tables, ${rows} rows,`,
    `read in one consistent snapshot) and every stored image and PDF in storage/ (${manifest.files} files).`,
    'It includes the admin accounts with their password hashes (argon2: not reversible, but open to guessing',
    'offline), the contact messages with names, e-mail addresses and texts, the purchase records, and the',
    'ratings keyed by anonymous visitor ids. Keep it private, like the database itself.',
    '',
    'Not included on purpose (manifest.json, "notIncluded"): sessions, unused password-reset links and the',
    'e-mails carrying them, rate-limit counters, recent sign-in addresses and view de-duplication. Nothing in',
    'this archive signs anyone in; after a restore everyone signs in again with their password. An account',
    'the server already has keeps the password it has there: a restore never brings back an older one.',
    '',
    'Keep APP_SECRET with your backups, as privately: it signs the anonymous visitor ids the ratings are keyed',
    'by (and the short-lived download links of paid guides). Restored under another APP_SECRET the site works,',
    'but every visitor is a stranger: their ratings no longer count as theirs and they can rate again. Without',
    'APP_SECRET set, the secret is the file DATA_DIR/app-secret, which this archive does not hold.',
    'It also makes the unsubscribe links of the newsletter e-mails (under another one, those already sent stop',
    'working; the next newsletter carries new ones). The subscribers are here, their links only as hashes: nothing',
    'in this archive confirms or unsubscribes anyone.',
    '',
    'Restore: node server/dist/backup.js restore FILE (docs/operations.md, "Backups: schedule, off-site copy',
    'and restore drill").',
    '',
  ].join('\n');
}

/** The archive's file name, e.g. crecer-backup-2026-11-23T21-50-00Z.tar.gz. */
export function backupFileName(now = new Date()): string {
  return `crecer-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}
