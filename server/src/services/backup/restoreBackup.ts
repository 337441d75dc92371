/**
 * Puts an archive from writeBackup back: the database (migrated first by the
 * caller) is emptied and refilled in one transaction, so a failed restore
 * leaves it as it was; then every stored file missing from storage is written.
 *
 * The archive is read as a stream, one entry at a time: the table dumps are
 * kept (as the backup held them), stored files missing from storage are staged
 * in a temporary folder on disk until the database part has committed, so an
 * archive larger than memory restores and a refused one writes no file.
 *
 * A restore never brings back an old password: an account that exists here and
 * in the archive keeps the password it has now (she may have changed it because
 * the old one leaked, and the archive was taken before). An account only in the
 * archive comes back with the archive's password: restored on a new server, that
 * is the only one there is. Either way every session ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { executeRows, type Database, type Transaction } from '../../db/client';
import { PRIVATE_FILE_MODE } from '../../privateFiles';
import type { StorageDriver } from '../media';
import { BACKUP_FORMAT, type BackupManifest } from './createBackup';
import { appliedMigrations, KEPT_BY_RESTORE, NOT_IN_BACKUP, publicTables, type TableShape } from './tables';
import { upgradeArchivedLines } from './olderArchives';
import { readTarStream } from './tarball';

/** Rows per INSERT: large enough to be quick, small enough for one statement's parameters. */
const ROWS_PER_INSERT = 500;

async function insertRows(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  table: TableShape,
  lines: string[],
) {
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
    const json = `[${lines.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
    await tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns})
          select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${json}::json)`,
    );
  }
  for (const column of table.serials) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
                        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1, false)`,
    );
  }
}

export interface RestoreReport {
  manifest: BackupManifest;
  filesWritten: number;
  /** Accounts in the archive that kept the password they had before the restore. */
  passwordsKept: number;
}

interface CurrentPassword {
  email: string;
  password_hash: string;
}

/** The accounts' password hashes before the restore, by e-mail (stored lower-cased; compared so anyway). */
const currentPasswords = (tx: Transaction) =>
  executeRows<CurrentPassword>(tx, sql`select lower(email) as email, password_hash from users`);

/** Puts the hashes read before the restore back on the restored accounts of the same e-mail; returns how many. */
async function keepCurrentPasswords(tx: Transaction, current: CurrentPassword[]): Promise<number> {
  if (current.length === 0) return 0;
  const kept = await executeRows<{ id: string }>(
    tx,
    sql`update users set password_hash = kept.password_hash
        from json_to_recordset(${JSON.stringify(current)}::json) as kept(email text, password_hash text)
        where lower(users.email) = kept.email
        returning users.id`,
  );
  return kept.length;
}

export async function restoreBackup(
  services: { db: Database; storage: StorageDriver },
  archive: Buffer | Readable,
): Promise<RestoreReport> {
  const input = Buffer.isBuffer(archive) ? Readable.from([archive]) : archive;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-restore-'));
  try {
    let manifest: BackupManifest | null = null;
    const dumps = new Map<string, string[]>();
    /** Storage keys missing from storage, each staged as staging/<n>. */
    const staged: string[] = [];
    for await (const entry of readTarStream(input)) {
      if (entry.name === 'manifest.json') manifest = JSON.parse(entry.body.toString('utf8')) as BackupManifest;
      else if (entry.name.startsWith('db/') && entry.name.endsWith('.jsonl'))
        dumps.set(entry.name.slice(3, -6), entry.body.toString('utf8').split('\n').filter(Boolean));
      else if (entry.name.startsWith('storage/')) {
        const key = entry.name.slice('storage/'.length);
        if (await services.storage.get(key)) continue;
        fs.writeFileSync(path.join(staging, String(staged.length)), entry.body, { mode: PRIVATE_FILE_MODE });
        staged.push(key);
      }
    }
    if (!manifest) throw new Error('Not a Crecer en Familia backup: manifest.json is missing.');
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format: ${String(manifest.format)}`);
    const { migrations } = manifest;

    const passwordsKept = await services.db.transaction(async (tx) => {
      const applied = await appliedMigrations(tx);
      if (migrations > applied)
        throw new Error(
          `The backup comes from a newer version (${migrations} migrations, this one has ${applied}): upgrade first.`,
        );
      const tables = (await publicTables(tx)).filter((table) => !KEPT_BY_RESTORE.has(table.name));
      const current = await currentPasswords(tx);
      // Sessions and reset links are emptied with the rest and never refilled, even from an
      // archive made before they were left out: a restore signs everyone out.
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((table) => sql.identifier(table.name)),
          sql`, `,
        )} restart identity cascade`,
      );
      for (const table of tables) {
        if (NOT_IN_BACKUP.has(table.name)) continue;
        const lines = dumps.get(table.name);
        if (lines?.length) await insertRows(tx, table, upgradeArchivedLines(table.name, lines));
      }
      return keepCurrentPasswords(tx, current);
    });

    let filesWritten = 0;
    for (const [index, key] of staged.entries()) {
      await services.storage.put(key, fs.readFileSync(path.join(staging, String(index))), contentTypeOf(key));
      filesWritten += 1;
    }
    return { manifest, filesWritten, passwordsKept };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function contentTypeOf(key: string): string {
  if (key.endsWith('.pdf')) return 'application/pdf';
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  if (/\.jpe?g$/.test(key)) return 'image/jpeg';
  return 'application/octet-stream';
}
