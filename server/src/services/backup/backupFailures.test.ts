/**
 * A scheduled backup the filesystem refuses (a full disk, a folder that
 * cannot be created or written, a close or a rename that fails) is recorded
 * as a failed run with a reason naming the cause, leaves no partial file and
 * never takes the server process down. The tests run as root in CI, where
 * permissions refuse nothing: the refusals come from /dev/full, files in the
 * way of folders and folders in the way of files, which refuse root as well.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { blockedBackupFolderApp } from '../../../test/blockedBackupFolder';
import { createTestApp, type TestApp } from '../../../test/harness';
import { captureLogs, LEVELS, type CapturedLogs } from '../../../test/logCapture';
import { backupFolder, type BackupConfig } from '../../config';
import { backupRuns } from '../../db/schema';
import { runScheduledBackup, scheduledFileName, SCHEDULED_NAME, type ScheduleServices } from './backupSchedule';
import { backupStatus } from './status';

const T0 = new Date('2031-03-01T03:00:00Z');
const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * 3_600_000);
const backup = (settings: Partial<BackupConfig> = {}): BackupConfig => ({
  intervalHours: 24,
  keep: 2,
  dir: undefined,
  s3: false,
  ...settings,
});
/** Longer than an archive takes here; the code before the fix could wait forever for a stream that had failed. */
const RUN_TIMEOUT_MS = 30_000;

/**
 * Runs `work`, failing at once with what would have ended a server process
 * (an 'error' event nobody listened to, a rejection nobody handled) if one
 * happens while it runs or in the moment after, when a late one would surface.
 */
async function withoutCrash<T>(work: () => Promise<T>): Promise<T> {
  let crash: (error: unknown) => void = () => {};
  const crashed = new Promise<never>((_, reject) => {
    crash = (error) =>
      reject(new Error(`This would have ended the server process: ${String(error)}`, { cause: error }));
  });
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  try {
    const result = await Promise.race([work(), crashed]);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), crashed]);
    return result;
  } finally {
    process.off('uncaughtException', crash);
    process.off('unhandledRejection', crash);
  }
}

describe.each(TEST_DATABASES)('a scheduled backup the backup folder refuses on %s', (kind) => {
  let app: TestApp;
  let services: ScheduleServices;
  let logs: CapturedLogs;
  let folder: string;
  const partialOf = (now: Date) => path.join(folder, `${scheduledFileName(now)}.partial`);

  beforeAll(async () => {
    logs = captureLogs('warn');
    app = await createTestApp(kind, { seed: false, config: { backup: backup() }, logger: logs.logger });
    services = app.runtime.services;
    folder = backupFolder(app.config);
    // A megabyte that does not compress: the archive outgrows every stream buffer, as a real one does.
    await services.storage.put('articleimages/foto.png', randomBytes(1024 * 1024), 'image/png');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await services.db.delete(backupRuns);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    logs.lines.length = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.skipIf(!fs.existsSync('/dev/full'))(
    'a full disk: recorded as failed with the reason, no partial file, the process unharmed, and the next run succeeds',
    async () => {
      // Every write to /dev/full fails with ENOSPC, as on a full disk.
      fs.symlinkSync('/dev/full', partialOf(T0));
      const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
      expect(run).toMatchObject({
        status: 'failed',
        bytes: null,
        error: `No queda espacio en el disco de la carpeta de copias ${folder} (ENOSPC)`,
      });
      expect(fs.readdirSync(folder)).toEqual([]);
      expect(logs.lines.find((line) => line.level === LEVELS.error)?.msg).toBe('scheduled backup failed');

      const status = await backupStatus(services, hoursAfter(T0, 0.5));
      expect(status).toMatchObject({ health: 'FAILED', lastRun: { status: 'FAILED', error: run!.error } });

      // Space freed: the retry an hour later writes the archive.
      const retry = await runScheduledBackup(services, { now: hoursAfter(T0, 1) });
      expect(retry?.status).toBe('succeeded');
      expect(fs.readdirSync(folder)).toEqual([retry!.fileName]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'a file the folder refuses when it is opened (EISDIR here, as EACCES or EROFS would): failed, no crash',
    async () => {
      // The partial file's name leads to a folder, which cannot be opened for writing.
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-in-the-way-'));
      fs.symlinkSync(elsewhere, partialOf(T0));
      try {
        const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
        expect(run).toMatchObject({ status: 'failed', bytes: null });
        expect(run!.error).toBe(
          `Una carpeta dentro de la carpeta de copias ${folder} ocupa el nombre del archivo de la copia (EISDIR)`,
        );
        expect(fs.readdirSync(folder)).toEqual([]);
      } finally {
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
    },
    RUN_TIMEOUT_MS,
  );

  it.skipIf(process.getuid?.() === 0)(
    'a folder this process may not write (EACCES; root may write anywhere, so not as root): failed, no crash',
    async () => {
      fs.chmodSync(folder, 0o500);
      try {
        const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
        expect(run).toMatchObject({
          status: 'failed',
          error: `El servidor no tiene permiso para escribir en la carpeta de copias ${folder} (EACCES)`,
        });
      } finally {
        fs.chmodSync(folder, 0o700);
      }
      expect(fs.readdirSync(folder)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  // Which file a descriptor is open on, read from /proc (Linux, as CI).
  const openFileOf = (fd: number) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return '';
    }
  };

  it.skipIf(!fs.existsSync('/proc/self/fd'))(
    'a close that fails after the last write (the disk reporting an error late): failed, not taken for whole',
    async () => {
      const close = fs.close.bind(fs);
      // Only the partial archive's descriptor fails to close; its data never reached the disk.
      vi.spyOn(fs, 'close').mockImplementation(((
        fd: number,
        callback: (error: NodeJS.ErrnoException | null) => void,
      ) => {
        const target = openFileOf(fd);
        close(fd, (error) => {
          if (error || !target.endsWith('.partial')) return callback(error);
          callback(Object.assign(new Error(`EIO: i/o error, close`), { code: 'EIO', syscall: 'close' }));
        });
      }) as typeof fs.close);
      const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
      expect(run).toMatchObject({
        status: 'failed',
        bytes: null,
        error: `El disco de la carpeta de copias ${folder} informó un error de lectura o escritura (EIO)`,
      });
      expect(fs.readdirSync(folder)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'a rename that fails (a folder already has the archive’s name): failed, the partial file removed',
    async () => {
      const blocking = path.join(folder, scheduledFileName(T0));
      fs.mkdirSync(blocking);
      fs.writeFileSync(path.join(blocking, 'something.txt'), 'not hers to lose');
      const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
      expect(run).toMatchObject({
        status: 'failed',
        bytes: null,
        error: `Una carpeta dentro de la carpeta de copias ${folder} ocupa el nombre del archivo de la copia (EISDIR)`,
      });
      expect(fs.readdirSync(folder)).toEqual([scheduledFileName(T0)]);
      expect(fs.readdirSync(blocking)).toEqual(['something.txt']);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'a rotation that throws keeps the run succeeded (the new archive is whole) and only logs it',
    async () => {
      // A leftover the rotation cannot delete: a folder named like a cut-off run's partial file.
      const leftover = path.join(folder, `${scheduledFileName(hoursAfter(T0, -48))}.partial`);
      fs.mkdirSync(leftover);
      fs.writeFileSync(path.join(leftover, 'inside.txt'), 'x');
      const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
      expect(run).toMatchObject({ status: 'succeeded', error: null });
      expect(fs.readdirSync(folder).filter((name) => SCHEDULED_NAME.test(name))).toEqual([run!.fileName]);
      expect(logs.lines.find((line) => line.level === LEVELS.warn)?.msg).toBe('rotating the scheduled backups failed');
      expect((await backupStatus(services, hoursAfter(T0, 1))).health).toBe('OK');
    },
    RUN_TIMEOUT_MS,
  );
});

describe.each(TEST_DATABASES)('a backup folder that cannot be created on %s', (kind) => {
  const site = blockedBackupFolderApp(kind, backup());

  it('is recorded as failed with a reason naming the cause, and the dashboard shows FAILED', async () => {
    const services = site.app().runtime.services;
    const folder = site.folder();
    const run = await withoutCrash(() => runScheduledBackup(services, { now: T0 }));
    expect(run).toMatchObject({
      status: 'failed',
      bytes: null,
      error: `No se puede crear la carpeta de copias ${folder}: parte de su ruta es un archivo, no una carpeta (ENOTDIR)`,
    });
    const status = await backupStatus(services, hoursAfter(T0, 0.5));
    expect(status).toMatchObject({
      health: 'FAILED',
      lastSuccess: null,
      lastRun: { status: 'FAILED', error: run!.error, fileName: run!.fileName },
    });
  });
});
