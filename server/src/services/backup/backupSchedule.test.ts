/**
 * Scheduled backups: taken when due (judged from the last recorded run, so a
 * restart changes nothing), once with two instances on one Postgres, rotated
 * to BACKUP_KEEP in the folder and in S3 (s3rver), failures recorded and
 * reported by the dashboard's field, and a scheduled archive restores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, skipWithoutPostgres, TEST_DATABASES } from '../../../test/databases';
import { graphql } from '../../../test/gql/index';
import { blockedBackupFolderApp } from '../../../test/blockedBackupFolder';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { createRuntime, type Runtime } from '../../bootstrap';
import { backupFolder, loadConfig, type BackupConfig, type Config } from '../../config';
import { executeRows } from '../../db/client';
import { backupRuns, categories } from '../../db/schema';
import { createLogger } from '../../logger';
import { upsertUser } from '../auth';
import { s3BackupCopies } from './offsite';
import { restoreBackup } from './restoreBackup';
import { INTERRUPTED_MESSAGE, runScheduledBackup, SCHEDULED_NAME, type ScheduleServices } from './backupSchedule';
import { BACKUP_QUEUE } from './backupJobs';
import { backupStatus } from './status';
import { readTarball } from './tarball';

const BackupStatusQuery = graphql(`
  query TestBackupStatus {
    backupStatus {
      intervalHours
      keep
      folder
      offsiteTarget
      health
      lastSuccess {
        startedAt
        fileName
        sizeBytes
        offsiteCopy
      }
      lastRun {
        status
        error
        fileName
      }
    }
  }
`);

const T0 = new Date('2031-03-01T03:00:00Z');
const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * 3_600_000);
const backup = (interval: Partial<BackupConfig> = {}): BackupConfig => ({
  intervalHours: 24,
  keep: 2,
  dir: undefined,
  s3: false,
  ...interval,
});
const scheduledFiles = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((name) => SCHEDULED_NAME.test(name))
    .sort();

describe.each(TEST_DATABASES)('scheduled backups on %s', (kind) => {
  let app: TestApp;
  let services: ScheduleServices;
  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false, config: { backup: backup() } });
    services = app.runtime.services;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('runs when due, not again within the interval, rotates to BACKUP_KEEP and never deletes a backup taken by hand', async () => {
    const folder = backupFolder(app.config);
    expect(folder).toBe(path.join(app.config.dataDir, 'backups'));
    fs.mkdirSync(folder, { recursive: true });
    const byHand = 'crecer-backup-2031-02-01T10-00-00Z.tar.gz';
    fs.writeFileSync(path.join(folder, byHand), 'a backup she took herself');
    // A run cut off by a crash left its partial file behind.
    fs.writeFileSync(path.join(folder, 'crecer-backup-scheduled-2031-02-02T03-00-00Z.tar.gz.partial'), 'cut');

    const first = await runScheduledBackup(services, { now: T0 });
    expect(first).toMatchObject({
      status: 'succeeded',
      folder,
      fileName: 'crecer-backup-scheduled-2031-03-01T03-00-00Z.tar.gz',
    });
    expect(first!.bytes).toBe(fs.statSync(path.join(folder, first!.fileName)).size);
    // Within the interval, nothing; the check is made from the recorded run (a restarted process sees the same).
    expect(await runScheduledBackup(services, { now: hoursAfter(T0, 1) })).toBeNull();
    expect(await runScheduledBackup(services, { now: hoursAfter(T0, 23.9) })).toBeNull();
    const second = await runScheduledBackup(services, { now: hoursAfter(T0, 24) });
    const third = await runScheduledBackup(services, { now: hoursAfter(T0, 48) });
    expect([second?.status, third?.status]).toEqual(['succeeded', 'succeeded']);

    expect(scheduledFiles(folder)).toEqual([second!.fileName, third!.fileName]);
    expect(fs.readdirSync(folder).sort()).toEqual([byHand, second!.fileName, third!.fileName].sort());
    const rows = await services.db.select().from(backupRuns);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('records a run cut short by a stop as failed, leaves no partial file, and tries again an hour later', async () => {
    const at = hoursAfter(T0, 72);
    const stopping = new AbortController();
    const pending = runScheduledBackup(services, { now: at, signal: stopping.signal });
    stopping.abort();
    const run = await pending;
    expect(run).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
    expect(fs.readdirSync(backupFolder(app.config)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(await runScheduledBackup(services, { now: hoursAfter(at, 0.5) })).toBeNull();
    expect((await runScheduledBackup(services, { now: hoursAfter(at, 1) }))?.status).toBe('succeeded');
  });

  it('restores a scheduled archive: content back, no session, the backup history kept', async () => {
    const { db } = services;
    const owner = await upsertUser(db, 'duena@example.com', 'clave-larga-123', 'admin');
    await db.insert(categories).values({ name: 'Crianza' });
    const { sessions } = app.runtime.services;
    const token = (await sessions.create(owner.id)).cookie.split(';')[0]!.split('=')[1];
    expect((await sessions.validate(token)).user?.email).toBe('duena@example.com');
    const run = await runScheduledBackup(services, { now: hoursAfter(T0, 200) });
    expect(run?.status).toBe('succeeded');
    const archive = path.join(run!.folder, run!.fileName);
    expect(readTarball(fs.readFileSync(archive)).map((entry) => entry.name)).not.toContain('db/sessions.jsonl');

    await db.delete(categories);
    await db.insert(categories).values({ name: 'Otra' });
    const historyBefore = await db.select().from(backupRuns);
    await restoreBackup(services, fs.createReadStream(archive));
    expect((await db.select({ name: categories.name }).from(categories)).map((row) => row.name)).toEqual(['Crianza']);
    expect((await sessions.validate(token)).user).toBeNull();
    expect(await db.select().from(backupRuns)).toEqual(historyBefore);
  });

  it('reports the last backup on the dashboard, only to the admin', async () => {
    expect(errorCode(await app.execute(BackupStatusQuery))).toBe('UNAUTHENTICATED');
    const result = await app.execute(BackupStatusQuery, {}, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    const status = result.data!.backupStatus;
    expect(status).toMatchObject({ intervalHours: 24, keep: 2, folder: backupFolder(app.config), offsiteTarget: null });
    expect(status.lastSuccess?.fileName).toBe('crecer-backup-scheduled-2031-03-09T11-00-00Z.tar.gz');
    expect(status.lastSuccess?.sizeBytes).toBeGreaterThan(0);
    expect(status.lastRun).toMatchObject({ status: 'SUCCEEDED', error: null });
  });
});

describe.each(TEST_DATABASES)('a failing scheduled backup on %s', (kind) => {
  // The folder's parent is a file: the archive cannot be written (as a full or read-only volume would refuse it).
  const site = blockedBackupFolderApp(kind, backup());
  const app = () => site.app();
  const blocker = () => path.dirname(site.folder());

  it('is recorded with its error, which the dashboard field reports as FAILED until a backup succeeds', async () => {
    const services = app().runtime.services;
    const run = await runScheduledBackup(services, { now: T0 });
    expect(run).toMatchObject({ status: 'failed', bytes: null });
    expect(run!.error).toMatch(/ENOTDIR|not a directory/i);

    const result = await app().execute(BackupStatusQuery, {}, { user: ADMIN_USER });
    expect(result.data?.backupStatus).toMatchObject({
      health: 'FAILED',
      lastSuccess: null,
      lastRun: { status: 'FAILED', fileName: run!.fileName },
    });
    expect(result.data?.backupStatus.lastRun?.error).toMatch(/ENOTDIR|not a directory/i);

    // Fixed (the folder can be written again): the next attempt, an hour later, succeeds.
    fs.rmSync(blocker());
    fs.mkdirSync(blocker());
    expect((await runScheduledBackup(services, { now: hoursAfter(T0, 1) }))?.status).toBe('succeeded');
    expect((await backupStatus(services, hoursAfter(T0, 2))).health).toBe('OK');
    // No backup since for more than two intervals: overdue, whatever the reason (a stopped schedule, say).
    expect((await backupStatus(services, hoursAfter(T0, 48))).health).toBe('OK');
    expect((await backupStatus(services, hoursAfter(T0, 49.5))).health).toBe('OVERDUE');
  });
});

describe.each(TEST_DATABASES)('the off-site copy on %s', (kind) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-s3-backups-'));
  let s3: S3rver;
  let app: TestApp;
  let s3Config: Config['s3'];
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: tmp,
      configureBuckets: [{ name: 'crecer' }],
    });
    const { port } = await s3.run();
    s3Config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'crecer',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    // Local files, off-site copies in the bucket: the S3_* settings serve BACKUP_S3 without STORAGE_DRIVER=s3.
    app = await createTestApp(kind, { seed: false, config: { s3: s3Config, backup: backup({ s3: true }) } });
    await app.runtime.services.db.insert(categories).values({ name: 'Crianza' });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('copies each archive to backups/ in the bucket (in parts when large) and rotates there too', async () => {
    const services = app.runtime.services;
    // Parts of 512 bytes, so each archive goes up as a multipart upload.
    const offsite = s3BackupCopies(app.config, 512);
    const runs = [];
    for (const hours of [0, 24, 48])
      runs.push(await runScheduledBackup(services, { now: hoursAfter(T0, hours), offsite }));
    expect(runs.map((run) => run?.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(runs[2]!.offsiteCopy).toBe(`s3://crecer/backups/${runs[2]!.fileName}`);
    expect(await offsite.list()).toEqual([runs[1]!.fileName, runs[2]!.fileName]);
    const copy = await fetch(`${s3Config.endpoint}/crecer/backups/${runs[2]!.fileName}`);
    const local = fs.readFileSync(path.join(runs[2]!.folder, runs[2]!.fileName));
    expect(local.length).toBeGreaterThan(3 * 512);
    expect(Buffer.from(await copy.arrayBuffer()).equals(local)).toBe(true);
    // The default target (BACKUP_S3=true) puts small archives in one request, to the same place.
    const fourth = await runScheduledBackup(services, { now: hoursAfter(T0, 72) });
    expect(fourth?.offsiteCopy).toBe(`s3://crecer/backups/${fourth!.fileName}`);
    expect(await offsite.list()).toEqual([runs[2]!.fileName, fourth!.fileName]);
    // The media storage never lists the backups prefix: a backup does not hold older backups.
    expect(readTarball(local).some((entry) => entry.name.includes('backups/'))).toBe(false);
    const status = await backupStatus(services, hoursAfter(T0, 73));
    expect(status).toMatchObject({ health: 'OK', offsiteTarget: 's3://crecer/backups/' });
  });

  it('fails the run when the copy fails, keeping the archive on the server', async () => {
    const services = app.runtime.services;
    const unreachable = s3BackupCopies({ s3: { ...s3Config, bucket: 'no-such-bucket' } });
    const run = await runScheduledBackup(services, { now: hoursAfter(T0, 96), offsite: unreachable });
    expect(run).toMatchObject({ status: 'failed', offsiteCopy: null });
    expect(run!.error).toMatch(/^Falló la copia fuera del servidor \(S3\): /);
    expect(fs.existsSync(path.join(run!.folder, run!.fileName))).toBe(true);
    expect((await backupStatus(services, hoursAfter(T0, 97))).health).toBe('FAILED');
  });
});

describe.skipIf(skipWithoutPostgres('scheduled backups with two instances'))('two instances on one Postgres', () => {
  const runtimes: Runtime[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-two-backups-'));
  let drop: () => Promise<void>;
  const open = async (name: string, dir = path.join(tmp, 'shared-backups')) => {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        databaseUrl,
        dataDir: path.join(tmp, name),
        logLevel: 'silent',
        // Both write to the shared volume, as `docker compose up --scale app=2` does.
        backup: backup({ dir, keep: 10 }),
      },
    );
    const runtime = await createRuntime(config, { logger: createLogger('silent'), seedWhenEmpty: false });
    runtimes.push(runtime);
    return runtime;
  };
  let databaseUrl: string;
  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    databaseUrl = scratch.url;
    drop = scratch.drop;
  });
  afterAll(async () => {
    for (const runtime of runtimes.splice(0)) await runtime.close();
    await drop?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('takes each due backup exactly once, whichever instance checks, and a restarted one knows when the last ran', async () => {
    const a = await open('a');
    const b = await open('b');
    for (const hours of [0, 24, 48, 72, 96]) {
      const now = hoursAfter(T0, hours);
      // Both check at the same moment, several times over.
      const results = await Promise.all([a, b, a, b].map((runtime) => runScheduledBackup(runtime.services, { now })));
      expect(results.filter(Boolean).length, `at +${hours} h`).toBe(1);
    }
    const rows = await executeRows<{ started_at: string }>(a.services.db, sql`select started_at from backup_runs`);
    expect(rows.length).toBe(5);
    expect(scheduledFiles(path.join(tmp, 'shared-backups')).length).toBe(5);

    // Instance a restarts: the new process sees the last run and waits for the interval.
    await runtimes.splice(runtimes.indexOf(a), 1)[0]!.close();
    const again = await open('a');
    expect(await runScheduledBackup(again.services, { now: hoursAfter(T0, 97) })).toBeNull();
    expect(await runScheduledBackup(again.services, { now: hoursAfter(T0, 120) })).not.toBeNull();
  });

  it('runs as a job on both instances, once', async () => {
    const dir = path.join(tmp, 'worker-backups');
    const a = await open('c', dir);
    const b = await open('d', dir);
    // The rows above are dated in 2031: the jobs check at the real time.
    await a.services.db.delete(backupRuns);
    const outcomes = await Promise.all([a, b].map((runtime) => runtime.services.jobs.runScheduled(BACKUP_QUEUE)));
    expect(outcomes).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    expect((await a.services.db.select().from(backupRuns)).map((row) => row.status)).toEqual(['succeeded']);
    expect(scheduledFiles(dir).length).toBe(1);
  }, 60_000);
});
