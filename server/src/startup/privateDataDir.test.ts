/**
 * At start, DATA_DIR is made owner-only and the log says when it was open to other
 * accounts. The refusal (a folder another user owns) needs a second user: it runs with
 * real processes in server/test/privateDataDir.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notOwnerOnly } from '../../test/fileModes';
import { captureLogs, LEVELS } from '../../test/logCapture';
import type { BackupConfig } from '../config';
import { makeDataDirPrivate } from './privateDataDir';

const BACKUP: BackupConfig = { intervalHours: 24, keep: 3, dir: undefined, s3: false };
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('making DATA_DIR owner-only at start, under a permissive umask', () => {
  let previousUmask = 0;
  let tmp = '';
  beforeEach(() => {
    // A careless host: every bit Node asks for (666, 777) is kept.
    previousUmask = process.umask(0);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-private-dir-'));
  });
  afterEach(() => {
    process.umask(previousUmask);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('fixes a DATA_DIR other accounts could read, says so once, and leaves what links point at', () => {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(path.join(dataDir, 'storage', 'guidepdfs'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'storage', 'guidepdfs', 'guia.pdf'), '%PDF-1.4');
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'x'.repeat(48), { mode: 0o644 });
    const outside = path.join(tmp, 'outside.txt');
    fs.writeFileSync(outside, 'not in DATA_DIR', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(dataDir, 'link'));
    expect(modeOf(dataDir)).toBe('777');

    const logs = captureLogs('info');
    makeDataDirPrivate({ dataDir, backup: BACKUP }, logs.logger);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    expect(modeOf(outside)).toBe('644');
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: LEVELS.warn,
        mode: '777',
        fixed: 5,
        msg: 'DATA_DIR was open to other accounts on this machine (mode 777): made it owner-only (folders 700, files 600), 5 entries changed',
      }),
    ]);

    // The next start finds nothing to say.
    logs.lines.length = 0;
    makeDataDirPrivate({ dataDir, backup: BACKUP }, logs.logger);
    expect(logs.lines).toEqual([]);
  });

  it('tightens quietly what nobody else could reach inside a DATA_DIR that is already 700', () => {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite', 'global'), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
    fs.writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), 'x', { mode: 0o666 });
    const logs = captureLogs('debug');
    makeDataDirPrivate({ dataDir, backup: BACKUP }, logs.logger);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    expect(logs.lines.map((line) => [line.level, line.msg])).toEqual([
      [LEVELS.info, 'made 2 entries inside DATA_DIR owner-only (folders 700, files 600)'],
    ]);
  });

  it("makes the archives in a BACKUP_DIR outside DATA_DIR owner-only, not the folder nor others' files", () => {
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const backups = path.join(tmp, 'nas-backups');
    fs.mkdirSync(backups, { mode: 0o755 });
    const archive = path.join(backups, 'crecer-backup-scheduled-2031-03-01T03-00-00Z.tar.gz');
    const byHand = path.join(backups, 'crecer-backup-2031-03-02T10-00-00Z.tar.gz.partial');
    const export_ = path.join(backups, 'crecer-export-2031-03-02T10-00-00-000Z.json');
    const other = path.join(backups, 'notes.txt');
    for (const file of [archive, byHand, export_, other]) fs.writeFileSync(file, 'x', { mode: 0o644 });

    const logs = captureLogs('info');
    makeDataDirPrivate({ dataDir, backup: { ...BACKUP, dir: backups } }, logs.logger);
    expect([archive, byHand, export_, other, backups].map(modeOf)).toEqual(['600', '600', '600', '644', '755']);
    expect(logs.lines.map((line) => line.msg)).toEqual([
      '3 backup archives in BACKUP_DIR were readable by other accounts: made them owner-only (600)',
    ]);
  });

  it('does nothing where DATA_DIR was never created (Postgres, files in S3, APP_SECRET set)', () => {
    const logs = captureLogs('debug');
    makeDataDirPrivate({ dataDir: path.join(tmp, 'never'), backup: BACKUP }, logs.logger);
    expect(fs.existsSync(path.join(tmp, 'never'))).toBe(false);
    expect(logs.lines).toEqual([]);
  });
});
