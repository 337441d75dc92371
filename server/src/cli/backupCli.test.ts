/**
 * `backup.js backup FILE` on a file it cannot write (a full disk, a folder in the way, as
 * EACCES or EROFS would refuse it) ends with one clear line and exit 1, leaving nothing
 * behind; and what it writes is owner-only under a permissive umask. As root in CI, where
 * permissions refuse nothing, the refusals come from /dev/full and a folder in the way.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notOwnerOnly, PERMISSIVE_UMASK } from '../../test/fileModes';
import { runBackupCli } from '../../test/backupCli';
import { pgliteTemplate } from '../../test/pgliteTemplate';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-backup-cli-'));
const dataDir = path.join(tmp, 'data');
const out = path.join(tmp, 'out');

const backupCommand = (args: string[]) => runBackupCli(dataDir, args, PERMISSIVE_UMASK);

/** The one line a refused command prints, with its exit code, and no stack. */
function expectOneLine(result: ReturnType<typeof backupCommand>, line: string) {
  expect({ status: result.status, lines: result.stderr.trimEnd().split('\n') }).toEqual({ status: 1, lines: [line] });
}

beforeAll(() => {
  // A migrated embedded database, as the test run's other PGlite databases start.
  const template = pgliteTemplate();
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the backup command', () => {
  it('on a full disk: one line naming the cause, exit 1, nothing left behind', () => {
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(out, 'full.tar.gz');
    // Every write to /dev/full fails with ENOSPC, as on a full disk.
    fs.symlinkSync('/dev/full', `${file}.partial`);
    const result = backupCommand(['backup', file]);
    expectOneLine(result, `Backup not written: no space left on the disk of the backup folder ${out} (ENOSPC).`);
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('on a file that cannot be opened (a folder in its way): one line, exit 1, before the database is opened', () => {
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(out, 'blocked.tar.gz');
    const elsewhere = fs.mkdtempSync(path.join(tmp, 'in-the-way-'));
    fs.symlinkSync(elsewhere, `${file}.partial`);
    const result = backupCommand(['backup', file]);
    expectOneLine(
      result,
      `Backup not written: a folder in the backup folder ${out} is in the way of the backup's file (EISDIR).`,
    );
    expect(fs.readdirSync(out)).toEqual([]);
    expect(fs.existsSync(elsewhere)).toBe(true);
  });

  it('on a folder that cannot be created: one line, exit 1', () => {
    const blocker = path.join(tmp, 'a-file');
    fs.writeFileSync(blocker, '');
    const result = backupCommand(['backup', path.join(blocker, 'backups', 'site.tar.gz')]);
    expectOneLine(
      result,
      `Backup not written: the backup folder ${path.join(blocker, 'backups')} cannot be created: part of its path is a file, not a folder (ENOTDIR).`,
    );
  });

  it('under umask 000 writes an owner-only archive into a new owner-only folder, and leaves the database it opened so', () => {
    const result = backupCommand(['backup']);
    expect(result.stderr).toMatch(/^Backup written to /m);
    expect(result.status).toBe(0);
    const folder = path.join(dataDir, 'backups');
    expect(fs.readdirSync(folder)).toEqual([expect.stringMatching(/^crecer-backup-.*\.tar\.gz$/)]);
    expect(notOwnerOnly(folder)).toEqual([]);
    // Copied from the template as PGlite wrote it (most files 666), made owner-only when opened.
    expect(notOwnerOnly(path.join(dataDir, 'pglite'))).toEqual([]);
  });
});
