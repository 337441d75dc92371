/**
 * Puts an archive from writeBackup back: the database (migrated first by the
 * caller) is emptied and refilled in one transaction, so a failed restore
 * leaves it as it was; then every stored file missing from storage is written.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StorageDriver } from '../media/storage';
import { BACKUP_FORMAT, type BackupManifest } from './createBackup';
import { appliedMigrations, publicTables, type TableShape } from './tables';
import { readTarball } from './tarball';

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
}

export async function restoreBackup(
  services: { db: Database; storage: StorageDriver },
  archive: Buffer,
): Promise<RestoreReport> {
  const entries = readTarball(archive);
  const manifestEntry = entries.find((entry) => entry.name === 'manifest.json');
  if (!manifestEntry) throw new Error('Not a Crecer en Familia backup: manifest.json is missing.');
  const manifest = JSON.parse(manifestEntry.body.toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format: ${String(manifest.format)}`);
  const dumps = new Map(
    entries
      .filter((entry) => entry.name.startsWith('db/') && entry.name.endsWith('.jsonl'))
      .map((entry) => [entry.name.slice(3, -6), entry.body.toString('utf8').split('\n').filter(Boolean)]),
  );

  await services.db.transaction(async (tx) => {
    const applied = await appliedMigrations(tx);
    if (manifest.migrations > applied)
      throw new Error(
        `The backup comes from a newer version (${manifest.migrations} migrations, this one has ${applied}): upgrade first.`,
      );
    const tables = await publicTables(tx);
    await tx.execute(
      sql`truncate ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )} restart identity cascade`,
    );
    for (const table of tables) {
      const lines = dumps.get(table.name);
      if (lines?.length) await insertRows(tx, table, lines);
    }
  });

  let filesWritten = 0;
  for (const entry of entries) {
    if (!entry.name.startsWith('storage/')) continue;
    const key = entry.name.slice('storage/'.length);
    if (await services.storage.get(key)) continue;
    await services.storage.put(key, entry.body, contentTypeOf(key));
    filesWritten += 1;
  }
  return { manifest, filesWritten };
}

function contentTypeOf(key: string): string {
  if (key.endsWith('.pdf')) return 'application/pdf';
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  if (/\.jpe?g$/.test(key)) return 'image/jpeg';
  return 'application/octet-stream';
}
