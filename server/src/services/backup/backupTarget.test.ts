/**
 * The start-up check of scheduled backups: ok for a folder it can write, one
 * line saying what is wrong and what to do otherwise, never a throw; and the
 * off-site probe against a local S3 (s3rver).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs, LEVELS } from '../../../test/logCapture';
import type { BackupConfig } from '../../config';
import { checkBackupTarget, LOW_SPACE_BYTES, probeOffsiteTarget, type BackupTargetConfig } from './backupTarget';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-backup-target-'));
const targetConfig = (
  backup: Partial<BackupConfig> = {},
  s3: Partial<BackupTargetConfig['s3']> = {},
): BackupTargetConfig => ({
  dataDir: path.join(tmp, 'data'),
  backup: { intervalHours: 24, keep: 14, dir: undefined, s3: false, ...backup },
  s3: { region: 'us-east-1', ...s3 },
});
/** One line: what is wrong and what to do. */
const expectOneLine = (problem: string) => {
  expect(problem).not.toMatch(/\n/);
  expect(problem).toMatch(/^Scheduled backups|^Off-site backup copies/);
};

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkBackupTarget', () => {
  it('is ok for a folder it can create and write, and leaves nothing in it', () => {
    const dir = path.join(tmp, 'writable', 'backups');
    expect(checkBackupTarget(targetConfig({ dir }))).toEqual({ ok: true });
    expect(fs.readdirSync(dir)).toEqual([]);
    // Unset BACKUP_DIR: DATA_DIR/backups.
    expect(checkBackupTarget(targetConfig())).toEqual({ ok: true });
    expect(fs.existsSync(path.join(tmp, 'data', 'backups'))).toBe(true);
  });

  it('checks nothing when scheduled backups are off', () => {
    const dir = path.join(tmp, 'never-made');
    expect(checkBackupTarget(targetConfig({ intervalHours: 0, dir }))).toEqual({ ok: true });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('names a folder that cannot be created, in one line with what to do', () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'backups');
    const check = checkBackupTarget(targetConfig({ dir }));
    expect(check).toEqual({
      ok: false,
      problem:
        `Scheduled backups cannot be written: BACKUP_DIR ${dir} cannot be created: part of its path is a file, ` +
        'not a folder (ENOTDIR). Move the file out of the way or set BACKUP_DIR to another folder.',
    });
    if (!check.ok) expectOneLine(check.problem);
  });

  it.skipIf(process.getuid?.() === 0)('names a folder this process may not write (not as root: root may)', () => {
    const dir = path.join(tmp, 'read-only');
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o500);
    try {
      expect(checkBackupTarget(targetConfig({ dir }))).toEqual({
        ok: false,
        problem:
          `Scheduled backups cannot be written: BACKUP_DIR ${dir} cannot be written by this process (EACCES). ` +
          'Fix its permissions or set BACKUP_DIR to a writable folder.',
      });
    } finally {
      fs.chmodSync(dir, 0o700);
    }
  });

  it('never throws: a folder name the system rejects outright is reported as a problem', () => {
    const check = checkBackupTarget(targetConfig({ dir: path.join(tmp, 'bad\0name') }));
    expect(check.ok).toBe(false);
    if (!check.ok) expectOneLine(check.problem);
  });

  it('fails on a full disk and warns through the logger when space is low', () => {
    const dir = path.join(tmp, 'low-space');
    const logs = captureLogs('warn');
    const statfs = fs.statfsSync(tmp);
    const spy = vi.spyOn(fs, 'statfsSync').mockReturnValue({ ...statfs, bsize: 4096, bavail: 1024 });
    expect(checkBackupTarget(targetConfig({ dir }), logs.logger)).toEqual({ ok: true });
    expect(4096 * 1024).toBeLessThan(LOW_SPACE_BYTES);
    expect(logs.lines).toMatchObject([
      {
        level: LEVELS.warn,
        msg: expect.stringMatching(/^Scheduled backups may fail: only 4\.0 MB free on the disk of BACKUP_DIR /),
      },
    ]);

    spy.mockReturnValue({ ...statfs, bsize: 4096, bavail: 0 });
    const full = checkBackupTarget(targetConfig({ dir }));
    expect(full).toEqual({
      ok: false,
      problem:
        `Scheduled backups cannot be written: no space left on the disk of BACKUP_DIR ${dir}. ` +
        'Free some space on that disk or set BACKUP_DIR to a folder on a larger one.',
    });
  });

  it('asks for the S3 settings an off-site copy needs', () => {
    const dir = path.join(tmp, 'with-s3');
    expect(checkBackupTarget(targetConfig({ dir, s3: true }))).toEqual({
      ok: false,
      problem:
        'Off-site backup copies (BACKUP_S3) cannot be made: S3_BUCKET is not set. ' +
        'Set S3_BUCKET (and the other S3_* settings) or BACKUP_S3=false.',
    });
    const halfKeyed = checkBackupTarget(targetConfig({ dir, s3: true }, { bucket: 'crecer', accessKeyId: 'AK' }));
    expect(halfKeyed).toMatchObject({ ok: false, problem: expect.stringContaining('S3_SECRET_ACCESS_KEY is not') });
    expect(checkBackupTarget(targetConfig({ dir, s3: true }, { bucket: 'crecer' }))).toEqual({ ok: true });
    // S3 settings do not matter while the copy is off.
    expect(checkBackupTarget(targetConfig({ dir }, { accessKeyId: 'AK' }))).toEqual({ ok: true });
  });
});

describe('probeOffsiteTarget', () => {
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-probe-s3-'));
  let s3: S3rver;
  let endpoint: string;
  let silent: net.Server;
  let silentEndpoint: string;
  const held: net.Socket[] = [];
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'crecer' }],
    });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    // Accepts connections and never answers, as a firewall dropping packets would look.
    silent = net.createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentEndpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await s3?.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });
  const s3Settings = (settings: Partial<BackupTargetConfig['s3']>) =>
    targetConfig({ s3: true }, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', ...settings });

  it('is ok when the bucket answers', async () => {
    expect(await probeOffsiteTarget(s3Settings({ endpoint, bucket: 'crecer' }))).toEqual({ ok: true });
  });

  it('names a bucket that does not exist', async () => {
    expect(await probeOffsiteTarget(s3Settings({ endpoint, bucket: 'no-such-bucket' }))).toEqual({
      ok: false,
      problem:
        'Off-site backup copies (BACKUP_S3) cannot be made: the bucket no-such-bucket (S3_BUCKET) does not exist. ' +
        'Create it or correct S3_BUCKET.',
    });
  });

  it('gives up on a service that does not answer, in the time given', async () => {
    const started = Date.now();
    expect(await probeOffsiteTarget(s3Settings({ endpoint: silentEndpoint, bucket: 'crecer' }), 300)).toEqual({
      ok: false,
      problem:
        'Off-site backup copies (BACKUP_S3) cannot be made: S3 did not answer within 0.3 s. ' +
        'Check S3_ENDPOINT and the network.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is ok without a request when the copy is off', async () => {
    expect(await probeOffsiteTarget(targetConfig({ s3: false }, { endpoint: silentEndpoint }))).toEqual({ ok: true });
  });
});
