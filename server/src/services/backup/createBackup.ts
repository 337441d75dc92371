/**
 * One archive (.tar.gz) of everything the owner would miss: every table as
 * JSON lines, read in one snapshot, and every stored file.
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
import { BUCKETS, type StorageDriver } from '../media/storage';
import { appliedMigrations, DERIVED_TABLES, publicTables } from './tables';
import { tarWriter } from './tarball';

export const BACKUP_FORMAT = 'crecer-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
  files: number;
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
        if (DERIVED_TABLES.has(table.name)) continue;
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

/** Writes the archive into `out` (a file or an HTTP response) and returns its manifest. */
export async function writeBackup(
  services: { db: Database; storage: StorageDriver },
  out: Writable,
  now = new Date(),
): Promise<BackupManifest> {
  const { migrations, dumps } = await snapshotTables(services.db);
  const archive = tarWriter(out);
  for (const dump of dumps) await archive.add({ name: `db/${dump.name}.jsonl`, body: dump.body }, now);
  let files = 0;
  for (const bucket of BUCKETS) {
    for (const key of await services.storage.list(bucket)) {
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
  };
  await archive.add({ name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest, null, 2)) }, now);
  await archive.finish();
  return manifest;
}

/** The archive's file name, e.g. crecer-backup-2026-11-23T21-50-00Z.tar.gz. */
export function backupFileName(now = new Date()): string {
  return `crecer-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}
