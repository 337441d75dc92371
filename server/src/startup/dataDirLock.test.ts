/**
 * DATA_DIR's lock, in process: who holds it, and when a lock left behind is taken over
 * (a dead pid; the same pid in a new process, as pid 1 of a restarted container; a holder
 * in another container whose heartbeat stopped) or refused (one that still beats).
 * server/test/oneProcessPerDataDir.test.ts runs it with real server and CLI processes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir, type DataDirLock, type LockHolder } from './dataDirLock';

const folders: string[] = [];
const locks: DataDirLock[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-lock-'));
  folders.push(dir);
  return dir;
}

async function take(dataDir: string, options: Parameters<typeof lockDataDir>[1] = { role: 'server' }) {
  const lock = await lockDataDir(dataDir, options);
  locks.push(lock);
  return lock;
}

const readHolder = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;

/** The record this process would write, for a lock "left behind" with some fields changed. */
async function leftBehind(dataDir: string, change: Partial<LockHolder>): Promise<LockHolder> {
  const lock = await lockDataDir(dataDir, { role: 'server', port: 4000, host: '0.0.0.0' });
  const record = { ...readHolder(dataDir), ...change };
  lock.release();
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(record));
  return record;
}

describe('the DATA_DIR lock', () => {
  it('names its holder, refuses a second taker while held, and is gone once released', async () => {
    const dataDir = newDataDir();
    const lock = await take(dataDir, { role: 'server', port: 4000, host: '0.0.0.0' });
    lock.setAddress(45123, '0.0.0.0');
    expect(readHolder(dataDir)).toMatchObject({ role: 'server', pid: process.pid, port: 45123 });
    const refusal = await lockDataDir(dataDir, { role: 'restore' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`in use by the server (pid ${process.pid}, port 45123`);
    // The backup command reaches the holder through loopback when it listens on every address.
    expect((refusal as DataDirInUseError).serverUrl()).toBe('http://127.0.0.1:45123');
    lock.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const next = await take(dataDir, { role: 'restore' });
    expect(next.holder().role).toBe('restore');
  });

  it('takes over a lock whose process is dead', async () => {
    const dataDir = newDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const pid = Number(dead.stdout.trim());
    await leftBehind(dataDir, { pid, token: 'old' });
    const lock = await take(dataDir);
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, token: lock.holder().token });
  });

  it('takes over a lock naming this very pid but another start time (a restarted container reuses pid 1)', async () => {
    const dataDir = newDataDir();
    const record = await leftBehind(dataDir, { startTicks: '1', token: 'old' });
    expect(record.pid).toBe(process.pid);
    const lock = await take(dataDir);
    expect(readHolder(dataDir).token).toBe(lock.holder().token);
  });

  it('refuses a holder in another container while its heartbeat goes on', async () => {
    const dataDir = newDataDir();
    await leftBehind(dataDir, { space: 'another container', hostname: 'c0ffee', token: 'theirs' });
    const file = path.join(dataDir, LOCK_FILE);
    const beat = setInterval(() => fs.utimesSync(file, new Date(), new Date()), 100);
    const waited: (LockHolder | null)[] = [];
    try {
      const refusal = await lockDataDir(dataDir, {
        role: 'restore',
        onWait: (holder) => waited.push(holder),
        timing: { staleMs: 2_000, pollMs: 50 },
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain('on c0ffee, another container or machine');
      // Not reachable from here: a backup must not go to this container's loopback.
      expect((refusal as DataDirInUseError).serverUrl()).toBeUndefined();
      expect(waited.map((holder) => holder?.token)).toEqual(['theirs']);
    } finally {
      clearInterval(beat);
    }
    expect(readHolder(dataDir).token).toBe('theirs');
  });

  it('takes over a holder in another container once its heartbeat has stopped for the stale period', async () => {
    const dataDir = newDataDir();
    await leftBehind(dataDir, { space: 'another container', token: 'theirs' });
    const file = path.join(dataDir, LOCK_FILE);
    const lastBeat = new Date(Date.now() - 400);
    fs.utimesSync(file, lastBeat, lastBeat);
    const lock = await take(dataDir, { role: 'server', timing: { staleMs: 1_000, pollMs: 50 } });
    expect(readHolder(dataDir).token).toBe(lock.holder().token);
  });

  it('keeps its file touched, and tells when another process took the lock over', async () => {
    const dataDir = newDataDir();
    const file = path.join(dataDir, LOCK_FILE);
    let lost = 0;
    const lock = await take(dataDir, { role: 'server', timing: { heartbeatMs: 50 }, onLost: () => (lost += 1) });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    await expect.poll(() => fs.statSync(file).mtimeMs, { timeout: 5_000 }).toBeGreaterThan(old.getTime() + 30_000);
    fs.writeFileSync(file, JSON.stringify({ ...lock.holder(), pid: 1, token: 'newer' }));
    await expect.poll(() => lost, { timeout: 5_000 }).toBe(1);
    // Released by this process, the file of the process that took over stays.
    lock.release();
    expect(readHolder(dataDir).token).toBe('newer');
  });
});
