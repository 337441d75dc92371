/**
 * DATA_DIR and the backup archives are readable by the owner's account only
 * (ARCHITECTURE.md §3, "Secrets at rest"): the embedded database holds the
 * password hashes and the contact messages, DATA_DIR/app-secret signs download
 * links, an archive holds all of it. Folders are 700 and files 600.
 *
 * Two mechanisms, because neither is enough alone:
 * - the umask (keepNewFilesPrivate) takes the group's and others' bits from every
 *   file and folder this process, and the children it forks, creates through
 *   Node's fs: uploads, archives, the lock, the stored secret, a restore's files;
 * - tightenTree chmods what already exists, and what PGlite writes: its Postgres
 *   runs inside WebAssembly with an umask of its own (022) and gives most of the
 *   files of a new folder (initdb's ~1,000, global/pg_control included) mode 666,
 *   and each start rewrites pg_internal.init as 644, whatever this process's umask.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Group and others get nothing. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From now on every file and folder this process (and any child it forks: the
 * process that prepares a new database inherits it) creates is owner-only.
 * Node asks for 666 and 777 and lets the umask take bits away; the usual umask,
 * 022 (Docker's default too), leaves them readable by every account on the
 * machine and every container that mounts the volume. Called first by each entry
 * point (server, CLI), before anything is written. Files written with an explicit
 * mode (archives, uploads) stay private even where it is not called (tests, tools).
 */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/** An entry other accounts could read that this process could not make private (owned by another user). */
export interface UnfixedEntry {
  path: string;
  uid: number;
  mode: number;
  code: string;
}

export interface TightenReport {
  /** Entries whose group and other bits were taken away. */
  tightened: string[];
  unfixed: UnfixedEntry[];
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Takes the group's and others' bits from `root` and from everything under it;
 * the owner's bits stay as they are. Symbolic links inside are neither changed
 * nor followed (`root` itself may be one). Entries removed meanwhile are skipped.
 * About 1 ms per 100 entries: cheap at every start.
 */
export function tightenTree(root: string): TightenReport {
  const report: TightenReport = { tightened: [], unfixed: [] };
  if (process.platform === 'win32') return report;
  const pending: { file: string; stat: fs.Stats }[] = [];
  try {
    pending.push({ file: root, stat: fs.statSync(root) });
  } catch (error) {
    if (isMissing(error)) return report;
    throw error;
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { file, stat } = next;
    if (stat.mode & 0o077) tighten(file, stat, report);
    if (!stat.isDirectory()) continue;
    let names: string[];
    try {
      names = fs.readdirSync(file);
    } catch (error) {
      // Removed meanwhile, or a folder of another user's that this one cannot list: nothing to do inside.
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EACCES') continue;
      throw error;
    }
    for (const name of names) {
      const child = path.join(file, name);
      try {
        const childStat = fs.lstatSync(child);
        if (!childStat.isSymbolicLink()) pending.push({ file: child, stat: childStat });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }
  return report;
}

function tighten(file: string, stat: fs.Stats, report: TightenReport): void {
  try {
    fs.chmodSync(file, stat.mode & 0o700);
    report.tightened.push(file);
  } catch (error) {
    const { code = '' } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return;
    // EPERM: another user's file; EROFS: a read-only mount. Both stay as they are.
    if (code === 'EPERM' || code === 'EROFS') report.unfixed.push({ path: file, uid: stat.uid, mode: stat.mode, code });
    else throw error;
  }
}

/** A mode as `ls` people read it: 755, 644. */
export const octal = (mode: number) => (mode & 0o777).toString(8).padStart(3, '0');
