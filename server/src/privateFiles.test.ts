/**
 * What the server writes is owner-only (folders 700, files 600) even under a permissive
 * umask: the embedded database's files, uploads, backup archives and their `.partial`
 * files. The entry points set the umask too (keepNewFilesPrivate); these tests set 000,
 * as a careless host would, to show that each writer is private on its own.
 * server/test/privateDataDir.test.ts runs the real server and CLI under umask 000.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryCount, notOwnerOnly } from '../test/fileModes';
import { createTestApp } from '../test/harness';
import { backupFolder } from './config';
import { createDatabase } from './db/client';
import { runScheduledBackup, writeToFile } from './services/backup';
import { createLocalStorage } from './services/media';

describe('files the server writes, under umask 000', () => {
  let previousUmask = 0;
  let tmp = '';
  beforeEach(() => {
    previousUmask = process.umask(0);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-private-files-'));
  });
  afterEach(() => {
    process.umask(previousUmask);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a new embedded database: every file PGlite wrote (global/pg_control too) while open, and once closed', async () => {
    const pgliteDir = path.join(tmp, 'data', 'pglite');
    const database = await createDatabase({ pgliteDir });
    try {
      // initdb's ~1,000 files, most of which PGlite itself gives mode 666.
      expect(entryCount(pgliteDir)).toBeGreaterThan(900);
      expect(fs.existsSync(path.join(pgliteDir, 'global', 'pg_control'))).toBe(true);
      expect(notOwnerOnly(path.join(tmp, 'data'))).toEqual([]);
      await database.exec('create table notes (body text); insert into notes values ($$private$$)');
    } finally {
      await database.close();
    }
    expect(notOwnerOnly(path.join(tmp, 'data'))).toEqual([]);
  });

  it('an upload to local storage: the file 600, the folders made for it 700', async () => {
    const storage = createLocalStorage(path.join(tmp, 'storage'));
    await storage.put('guidepdfs/guia_de_pago.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await storage.put('articleimages/foto.webp', Buffer.from('RIFF'), 'image/webp');
    expect(entryCount(tmp)).toBe(6);
    expect(notOwnerOnly(tmp)).toEqual([]);
  });

  it('an archive file is 600 from its first byte, while it is still the .partial', async () => {
    const partial = path.join(tmp, 'crecer-backup-2031-03-01T03-00-00Z.tar.gz.partial');
    let whileWritten = '';
    await writeToFile(partial, async (out) => {
      whileWritten = (fs.statSync(partial).mode & 0o777).toString(8);
      out.end('archive bytes');
    });
    expect(whileWritten).toBe('600');
    expect(notOwnerOnly(tmp)).toEqual([]);
  });

  it('a scheduled backup: the archive 600 in a new 700 backup folder, and all of DATA_DIR owner-only', async () => {
    const app = await createTestApp('pglite', {
      seed: false,
      config: { backup: { intervalHours: 24, keep: 3, dir: undefined, s3: false } },
    });
    try {
      const { services } = app.runtime;
      await services.storage.put('guidepdfs/guia.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      const run = await runScheduledBackup(services, { now: new Date('2031-03-01T03:00:00Z') });
      expect(run?.status).toBe('succeeded');
      const folder = backupFolder(app.config);
      expect(fs.readdirSync(folder)).toEqual([run!.fileName]);
      expect(notOwnerOnly(folder)).toEqual([]);
      // The database (copied from the test run's template, as PGlite wrote it), the secret, the upload.
      expect(notOwnerOnly(app.config.dataDir)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
