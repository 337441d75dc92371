/**
 * A test app whose BACKUP_DIR cannot be created: its parent is a regular
 * file, so mkdir fails with ENOTDIR, for root too (CI runs as root, where a
 * chmod would not refuse anything). Registers its own beforeAll/afterAll.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { BackupConfig } from '../src/config';
import type { TestDatabaseKind } from './databases';
import { createTestApp, type TestApp } from './harness';

export interface BlockedBackupSite {
  app(): TestApp;
  /** The BACKUP_DIR the app was given. */
  folder(): string;
}

export function blockedBackupFolderApp(kind: TestDatabaseKind, backup: BackupConfig): BlockedBackupSite {
  let app: TestApp | undefined;
  let blocker = '';
  beforeAll(async () => {
    blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cef-blocked-')), 'not-a-folder');
    fs.writeFileSync(blocker, '');
    app = await createTestApp(kind, {
      seed: false,
      config: { backup: { ...backup, dir: path.join(blocker, 'backups') } },
    });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });
  return { app: () => app!, folder: () => path.join(blocker, 'backups') };
}
