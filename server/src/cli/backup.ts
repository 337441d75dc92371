/**
 * Backups of everything the owner would miss (database and stored files), in
 * one .tar.gz, taken while the site runs:
 *   npm run db:backup  [-- FILE|-]   write the archive (default DATA_DIR/backups/crecer-backup-<time>.tar.gz, or BACKUP_DIR; - = stdout)
 *   npm run db:restore -- FILE|-     put the database and the files back
 *   npm run db:export  [-- FILE]     every content and settings table as JSON (portable, human-readable)
 * In the production image: node server/dist/backup.js backup|restore|export.
 * On Postgres both connect directly. On the embedded database each command takes
 * DATA_DIR's lock (startup/dataDirLock.ts); while the server holds it, a backup is
 * taken through that server, found from the lock (services/backup/throughServer.ts),
 * and restore and export refuse until it is stopped.
 * What they write is owner-only (privateFiles.ts), and a file that cannot be written
 * (a full disk, a folder it may not write) ends the command with one line and exit 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { backupFolder, loadConfig, type Config } from '../config';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE, keepNewFilesPrivate } from '../privateFiles';
import {
  backupFileName,
  writeBackup,
  folderFailureCause,
  restoreBackup,
  downloadBackup,
  FileWriteError,
  writeToFile,
} from '../services/backup';
import { createStorage } from '../services/media';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { DataDirInUseError, lockDataDir, type DataDirLock } from '../startup/dataDirLock';
import { failureLine } from '../startup/failure';
import {
  articles,
  categories,
  contactMessages,
  gameQuestions,
  guides,
  mediaAssets,
  puzzleWords,
  ratings,
  siteConfigurations,
} from '../db/schema';

/** With `-` the archive goes to stdout, so messages go to stderr. */
const log = (message: string) => console.error(message);

function fail(error: unknown): never {
  log(failureLine(error));
  process.exit(1);
}

// Before anything is written: archives, exports and a restored database are owner-only.
keepNewFilesPrivate();

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();

/**
 * DATA_DIR's lock for this command on the embedded database (none on Postgres), or the
 * address of the server holding it when `throughServer` allows going through it.
 */
async function lockOrServer(
  role: string,
  throughServer = false,
): Promise<{ lock?: DataDirLock; server?: { url: string; token: string } }> {
  if (config.databaseUrl) return {};
  try {
    return { lock: await lockDataDir(config.dataDir, { role }) };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const server = error.serverUrl();
    if (!server) throw error;
    if (throughServer && error.holder) return { server: { url: server, token: error.holder.token } };
    throw new Error(`Stop the server at ${server} (pid ${error.holder?.pid}) first: it holds the embedded database.`);
  }
}

async function openDatabase(cfg: Config): Promise<DatabaseHandle> {
  const handle = await createDatabase({
    databaseUrl: cfg.databaseUrl,
    pgliteDir: path.join(cfg.dataDir, 'pglite'),
    maxConnections: 2,
  });
  await migrateDatabase(handle, cfg.rootDir, cfg.databaseUrl);
  return handle;
}

/** The archive into `out`: through the server holding the embedded database, or read from the database here. */
async function writeArchive(out: Writable): Promise<void> {
  const { lock, server } = await lockOrServer('backup', true);
  if (server) {
    log(`The server at ${server.url} holds the embedded database: taking the backup through it.`);
    await downloadBackup(server.url, server.token, out);
    return;
  }
  try {
    const handle = await openDatabase(config);
    try {
      const manifest = await writeBackup({ db: handle.db, storage: createStorage(config) }, out);
      log(`${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows and ${manifest.files} files.`);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

/** Runs a step on the file or its folder (creating, renaming), its failure marked as the file's. */
function onFile<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new FileWriteError(file, error);
  }
}

/**
 * A failure of the file or its folder (creating, opening, writing, renaming: EACCES,
 * ENOSPC...) as one line naming the cause; any other one (the database, the server) as it is.
 */
function notWritten(what: string, place: string, error: unknown): unknown {
  if (!(error instanceof FileWriteError)) return error;
  return new Error(`${what} not written: ${folderFailureCause(error.cause, place)}.`, { cause: error });
}

async function backup(file?: string): Promise<void> {
  if (file === '-') {
    const out = new PassThrough();
    out.pipe(process.stdout, { end: false });
    await writeArchive(out);
    await finished(out);
    return;
  }
  const target = path.resolve(file ?? path.join(backupFolder(config), backupFileName()));
  const folder = path.dirname(target);
  // Written under a temporary name and renamed once complete, so a cut-off backup is never mistaken for one.
  const partial = `${target}.partial`;
  try {
    onFile(folder, () => fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE }));
    await writeToFile(partial, writeArchive);
    onFile(target, () => fs.renameSync(partial, target));
  } catch (error) {
    // On a full disk, removing it is what gives the space back. A folder in its place stays.
    try {
      fs.rmSync(partial, { force: true });
    } catch {
      // Reported below through the failure that left it.
    }
    throw notWritten('Backup', `the backup folder ${folder}`, error);
  }
  log(`Backup written to ${target}`);
}

/** The archive as a stream (never read whole into memory: it may be larger than memory). */
function openInput(file: string | undefined): Readable {
  if (file === '-') return process.stdin;
  if (!file || !fs.existsSync(file)) throw new Error('Usage: node server/dist/backup.js restore FILE|-');
  return fs.createReadStream(file);
}

async function restore(file?: string): Promise<void> {
  const input = openInput(file);
  const { lock } = await lockOrServer('restore');
  try {
    const handle = await openDatabase(config);
    try {
      const report = await restoreBackup({ db: handle.db, storage: createStorage(config) }, input);
      log(
        `Restored the backup of ${report.manifest.createdAt}: ${Object.keys(report.manifest.tables).length} tables, ${report.filesWritten} files written.`,
      );
      // Never an old password back (restoreBackup.ts); every session ended.
      if (report.passwordsKept > 0)
        log(`Kept the current password of ${report.passwordsKept} account(s); everyone signs in again.`);
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

async function exportJson(file?: string): Promise<void> {
  const { lock } = await lockOrServer('export');
  const handle = await openDatabase(config);
  try {
    const { db } = handle;
    const data = {
      exportedAt: new Date().toISOString(),
      categories: await db.select().from(categories),
      articles: await db.select().from(articles),
      guides: await db.select().from(guides),
      ratings: await db.select().from(ratings),
      gameQuestions: await db.select().from(gameQuestions),
      puzzleWords: await db.select().from(puzzleWords),
      siteConfigurations: await db.select().from(siteConfigurations),
      contactMessages: await db.select().from(contactMessages),
      mediaAssets: await db.select().from(mediaAssets),
    };
    const out = path.resolve(
      file ?? path.join(backupFolder(config), `crecer-export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    );
    try {
      onFile(out, () => {
        fs.mkdirSync(path.dirname(out), { recursive: true, mode: PRIVATE_FOLDER_MODE });
        fs.writeFileSync(out, JSON.stringify(data, null, 2), { mode: PRIVATE_FILE_MODE });
      });
    } catch (error) {
      throw notWritten('Export', `the folder ${path.dirname(out)}`, error);
    }
    log(`Exported ${data.articles.length} articles and ${data.guides.length} guides to ${out}`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

const [command, file] = process.argv.slice(2);
const commands: Record<string, (file?: string) => Promise<void>> = { backup, restore, export: exportJson };
const action = command ? commands[command] : undefined;
if (!action) {
  log('Commands: backup [FILE|-] | restore FILE|- | export [FILE]');
  process.exit(1);
}
action(file).catch(fail);
