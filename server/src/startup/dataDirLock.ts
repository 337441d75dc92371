/**
 * One process per data folder. The embedded database (PGlite, DATA_DIR/pglite) has no
 * lock of its own, and a second process that opens it corrupts it: a restore run beside
 * the live server left "could not open relation with OID …" at the next start. So the
 * server, and every command that opens that database, first takes DATA_DIR/process.lock:
 * a small JSON file naming the holder (what it is, its pid and, for the server, the port
 * it listens on, where the backup command reaches it). The child that prepares a new
 * folder (prepareChild.ts) takes none: it works for the server that holds the lock.
 * On Postgres there is nothing to take: DATA_DIR then holds only files any number of
 * instances share, and the start-up writes run under Postgres's own migration lock.
 *
 * Written here rather than taken from proper-lockfile (the well-kept library for this):
 * it judges a holder by the age of a heartbeat alone, so a server killed with -9 would
 * block the next start for the whole stale period, and a holder whose event loop is busy
 * past it (PGlite runs its statements on the main thread) would lose its lock to a second
 * process; and it records no pid or port. Here a holder this process can see (same boot,
 * same pid namespace) is judged exactly: alive while its pid exists with the start time it
 * recorded, so a new process that got the same pid (pid 1 of a restarted container) is not
 * taken for it. Only a holder it cannot see (another container or machine sharing the
 * folder) is judged by the heartbeat: the holder touches the file every 5 s, and a file
 * untouched for 30 s is left by a process that is gone.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVATE_FOLDER_MODE } from '../privateFiles';
import { notWritable } from './dataDir';
import { StartupError } from './failure';

export const LOCK_FILE = 'process.lock';

export interface LockHolder {
  /** 'server', or the command ('restore', 'migrate', …). */
  role: string;
  pid: number;
  /** The process's start, in clock ticks since boot (/proc/<pid>/stat); null without /proc. */
  startTicks: string | null;
  /** Boot id and pid namespace (the host name without /proc): where `pid` names this process. */
  space: string;
  hostname: string;
  /** Where the server listens, once bound. */
  port: number | null;
  host: string | null;
  since: string;
  /**
   * Tells this holder's file from a later holder's: release and heartbeat touch only their own.
   * The server also takes it as the credential of a command on this DATA_DIR that goes through
   * it (`backup.js backup`): the file is readable by DATA_DIR's owner only (mode 600), who can
   * read the database itself anyway, so the token grants nothing that folder does not.
   */
  token: string;
}

export interface LockTiming {
  /** How often the holder touches the file. */
  heartbeatMs: number;
  /** How long untouched before a holder that cannot be seen from here counts as gone. */
  staleMs: number;
  /** How often a waiting process looks at such a holder's file. */
  pollMs: number;
}

export const LOCK_TIMING: LockTiming = { heartbeatMs: 5_000, staleMs: 30_000, pollMs: 1_000 };

export interface LockOptions {
  role: string;
  port?: number;
  host?: string;
  /** Called once when the holder cannot be seen from here and its heartbeat is being watched. */
  onWait?: (holder: LockHolder | null) => void;
  /** The file stopped naming this process (another one judged it gone and took over). */
  onLost?: () => void;
  timing?: Partial<LockTiming>;
}

export interface DataDirLock {
  readonly file: string;
  holder(): LockHolder;
  /** Records where the server listens once its port is bound. */
  setAddress(port: number, host: string): void;
  release(): void;
}

export class DataDirInUseError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    /** Whether the holder runs where this process can reach it (same machine and container). */
    readonly visible: boolean,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${describeHolder(holder, visible)}. Only one process may open its ` +
        'embedded database at a time: stop that one first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }

  /** The holding server's address from here, when the holder is a server this process can reach. */
  serverUrl(): string | undefined {
    const { holder } = this;
    if (!this.visible || holder?.role !== 'server' || !holder.port) return undefined;
    const host = !holder.host || holder.host === '0.0.0.0' || holder.host === '::' ? '127.0.0.1' : holder.host;
    return `http://${host.includes(':') ? `[${host}]` : host}:${holder.port}`;
  }
}

function describeHolder(holder: LockHolder | null, visible: boolean): string {
  if (!holder) return `a process that wrote an unreadable ${LOCK_FILE} and still touches it`;
  const facts = [`pid ${holder.pid}`];
  if (!visible) facts.push(`on ${holder.hostname}, another container or machine, still touching the lock`);
  if (holder.port !== null) facts.push(`port ${holder.port}`);
  facts.push(`since ${holder.since}`);
  return `${holder.role === 'server' ? 'the server' : `the "${holder.role}" command`} (${facts.join(', ')})`;
}

/** State and start time from /proc/<pid>/stat; null where there is no /proc. */
function readStat(pid: number | 'self'): { state: string; startTicks: string } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields 3… follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function currentSpace(): string {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot} ${fs.readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return `host ${os.hostname()}`;
  }
}

function isAlive(pid: number, startTicks: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = readStat(pid);
  // No /proc (macOS), or hidden from this user: the pid alone decides.
  if (!stat) return true;
  // A zombie (killed, not yet reaped by its parent) holds no files open.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTicks === null || stat.startTicks === startTicks;
}

interface Seen {
  text: string;
  holder: LockHolder | null;
  mtimeMs: number;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as LockHolder;
    return typeof value.pid === 'number' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

function look(file: string): Seen | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return { text, holder: parseHolder(text), mtimeMs: fs.statSync(file).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const WRITE_REFUSALS = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC']);

/**
 * Writes the holder beside the lock and links it into place: the link is atomic and fails
 * when a lock exists, so no process ever reads a half-written lock. False when one exists.
 */
function create(dataDir: string, file: string, holder: LockHolder): boolean {
  const temp = `${file}.${holder.token}`;
  try {
    fs.writeFileSync(temp, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return false;
    throw code && WRITE_REFUSALS.has(code) ? notWritable(dataDir, error) : error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes a lock judged gone. Renaming takes exactly the file there at that instant; if it
 * is no longer the one judged (another process took over meanwhile), it is put back. Only
 * three processes starting within those microseconds could still both end up holding it.
 */
function removeStale(file: string, judged: string, token: string): void {
  const aside = `${file}.stale-${token}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (fs.readFileSync(aside, 'utf8') !== judged) fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Watches the heartbeat of a holder that cannot be seen from here. */
async function watchHeartbeat(file: string, seen: Seen, timing: LockTiming): Promise<'alive' | 'gone' | 'changed'> {
  for (;;) {
    const age = Date.now() - seen.mtimeMs;
    if (age >= timing.staleMs) return 'gone';
    await sleep(Math.min(timing.pollMs, timing.staleMs - age));
    const now = look(file);
    if (!now || now.text !== seen.text) return 'changed';
    if (now.mtimeMs !== seen.mtimeMs) return 'alive';
  }
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirInUseError naming the holder.
 * A holder that is gone (killed, or its machine restarted) is taken over: at once when it
 * ran where this process can see it, after its heartbeat has stopped for `staleMs` otherwise.
 * Released on release() and at any exit of the process.
 */
export async function lockDataDir(dataDir: string, options: LockOptions): Promise<DataDirLock> {
  const timing: LockTiming = { ...LOCK_TIMING, ...options.timing };
  const file = path.join(dataDir, LOCK_FILE);
  const space = currentSpace();
  const own: LockHolder = {
    role: options.role,
    pid: process.pid,
    startTicks: readStat('self')?.startTicks ?? null,
    space,
    hostname: os.hostname(),
    port: options.port ?? null,
    host: options.host ?? null,
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  } catch (error) {
    throw notWritable(dataDir, error);
  }
  let waitReported = false;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (create(dataDir, file, own)) return held(file, own, timing, options.onLost);
    const seen = look(file);
    if (!seen) continue;
    if (seen.holder?.space === space) {
      if (isAlive(seen.holder.pid, seen.holder.startTicks)) throw new DataDirInUseError(dataDir, seen.holder, true);
    } else {
      if (!waitReported) options.onWait?.(seen.holder);
      waitReported = true;
      const verdict = await watchHeartbeat(file, seen, timing);
      if (verdict === 'alive') throw new DataDirInUseError(dataDir, seen.holder, false);
      if (verdict === 'changed') continue;
    }
    removeStale(file, seen.text, own.token);
  }
  throw new StartupError(`Could not take ${file}: other processes kept taking it.`);
}

function held(file: string, own: LockHolder, timing: LockTiming, onLost?: () => void): DataDirLock {
  let current = own;
  let released = false;
  const isOurs = () => {
    try {
      return parseHolder(fs.readFileSync(file, 'utf8'))?.token === own.token;
    } catch {
      return false;
    }
  };
  const lost = () => {
    if (released) return;
    clearInterval(heartbeat);
    onLost?.();
  };
  const heartbeat = setInterval(() => {
    if (released) return;
    if (!isOurs()) return lost();
    const now = new Date();
    fs.promises.utimes(file, now, now).catch(() => {});
  }, timing.heartbeatMs);
  heartbeat.unref();
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    if (isOurs()) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return {
    file,
    holder: () => current,
    setAddress(port, host) {
      if (released || !isOurs()) return;
      current = { ...current, port, host };
      // Replaced whole by a rename, so a reader sees the old record or the new one.
      const temp = `${file}.${own.token}`;
      fs.writeFileSync(temp, JSON.stringify(current), { mode: 0o600 });
      fs.renameSync(temp, file);
    },
    release,
  };
}
