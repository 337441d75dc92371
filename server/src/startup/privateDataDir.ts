/**
 * At start, DATA_DIR is made readable by the owner's account only (privateFiles.ts):
 * a folder another account on the machine, or another container mounting the
 * volume, could read would hand out the password hashes, the contact messages,
 * the app secret and every backup. An install from before this check (files 644,
 * PGlite's 666), a volume created 755, a `cp -r` or an unpacked tarball are put
 * right and the log says so; a folder this process cannot put right (another
 * user's) stops the start, since serving from it would keep it open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupFolder, type Config } from '../config';
import type { Logger } from '../logger';
import { octal, tightenTree, type UnfixedEntry } from '../privateFiles';
import { StartupError } from './failure';

/** Names the server and the backup command give what they write in a backup folder. */
const ARCHIVE_NAME = /^crecer-(backup|export)-.*\.(tar\.gz|json)(\.partial)?$/;

const describeEntry = (entry: UnfixedEntry) => `${entry.path} (uid ${entry.uid}, mode ${octal(entry.mode)})`;

function cannotFix(dataDir: string, entry: UnfixedEntry): StartupError {
  const uid = process.getuid?.();
  const who = uid === undefined ? 'this server' : `this server (uid ${uid})`;
  const owner = entry.uid === uid ? '' : `: it belongs to uid ${entry.uid}`;
  return new StartupError(
    `DATA_DIR ${dataDir} is open to other accounts (mode ${octal(entry.mode)}) and ${who} cannot make it private ` +
      `(${entry.code})${owner}. Its files hold the password hashes, the contact messages and the app secret: ` +
      `${uid === undefined ? 'give it to this server' : `give it to uid ${uid} (chown -R ${uid} ${dataDir})`} ` +
      `or run chmod 700 ${dataDir} as its owner, then start again.`,
  );
}

/**
 * Takes the group's and others' access from DATA_DIR and everything in it, and from
 * the archives in a backup folder outside it (BACKUP_DIR, whose own mode is the
 * operator's: it may be a mount another account copies off-site from). Logs what it
 * changed; throws a StartupError when DATA_DIR itself stays open to other accounts.
 */
export function makeDataDirPrivate(config: Pick<Config, 'dataDir' | 'backup'>, logger: Logger): void {
  const { dataDir } = config;
  let before: fs.Stats;
  try {
    before = fs.statSync(dataDir);
  } catch (error) {
    // Not created: on Postgres with files in S3 and APP_SECRET set, nothing is written there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const report = tightenTree(dataDir);
  // Read-only (EROFS) only where nothing is written to it (Postgres, S3, APP_SECRET): the
  // writable check refused it otherwise. Warned about below, not refused.
  const top = report.unfixed.find((entry) => entry.path === dataDir && entry.code !== 'EROFS');
  if (top) throw cannotFix(dataDir, top);
  const fixed = report.tightened.length;
  if (before.mode & 0o077 && report.tightened.includes(dataDir)) {
    logger.warn(
      { dataDir, mode: octal(before.mode), fixed },
      `DATA_DIR was open to other accounts on this machine (mode ${octal(before.mode)}): made it owner-only (folders 700, files 600), ${fixed} entries changed`,
    );
  } else if (fixed > 0) {
    // DATA_DIR itself was 700, so nobody else could reach them: tidied, not a leak.
    logger.info({ dataDir, fixed }, `made ${fixed} entries inside DATA_DIR owner-only (folders 700, files 600)`);
  }
  if (report.unfixed.length > 0) {
    logger.warn(
      { dataDir, entries: report.unfixed.slice(0, 5).map(describeEntry), count: report.unfixed.length },
      "DATA_DIR holds entries this process cannot make owner-only (another user's, or on a read-only file system); chown them to the server's user, or chmod go-rwx them",
    );
  }
  tightenArchivesOutside(config, logger);
}

/** The archives in BACKUP_DIR when it lies outside DATA_DIR (inside, the walk above covered them). */
function tightenArchivesOutside(config: Pick<Config, 'dataDir' | 'backup'>, logger: Logger): void {
  const folder = backupFolder(config);
  const relative = path.relative(config.dataDir, folder);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return;
  let names: string[];
  try {
    names = fs.readdirSync(folder).filter((name) => ARCHIVE_NAME.test(name));
  } catch {
    // Missing or unreadable: the backup target check at start says what is wrong with it.
    return;
  }
  const tightened: string[] = [];
  const unfixed: UnfixedEntry[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || !(stat.mode & 0o077)) continue;
    const report = tightenTree(file);
    tightened.push(...report.tightened);
    unfixed.push(...report.unfixed);
  }
  if (tightened.length > 0)
    logger.warn(
      { folder, fixed: tightened.length },
      `${tightened.length} backup archives in BACKUP_DIR were readable by other accounts: made them owner-only (600)`,
    );
  if (unfixed.length > 0)
    logger.warn(
      { folder, entries: unfixed.slice(0, 5).map(describeEntry), count: unfixed.length },
      "backup archives in BACKUP_DIR stay readable by other accounts: they belong to another user (chown them to the server's user, or chmod 600 them)",
    );
}
