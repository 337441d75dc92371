/**
 * A new PGlite folder prepared in a child process (what the server does on a first
 * start): the serving process opens a folder already migrated and seeded, and a child
 * that fails makes the start fail with a clear error and leaves no folder behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime } from '../bootstrap';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { executeRows, isPgliteDirReady } from '../db/client';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-prepare-'));
  folders.push(dataDir);
  return dataDir;
}

const configFor = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'test' }, { dataDir, databaseUrl: undefined, logLevel: 'silent' });

describe('preparing a new PGlite folder in a child process', () => {
  it('fails the start with the exit code and keeps no half-prepared folder', async () => {
    const dataDir = newDataDir();
    // Refused by the admin account step, after initdb, the migrations and the demo content.
    const config = { ...configFor(dataDir), adminEmail: 'duena@example.com', adminPassword: 'corta' };
    await expect(
      createRuntime(config, { logger: createLogger('silent'), seedImages: false, prepareInChild: true }),
    ).rejects.toThrow(/Preparing the new PGlite database in .*pglite failed in a child process \(exit code 1\)/);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pglite.preparing'))).toBe(false);
  }, 120_000);

  it('hands the server a migrated, seeded folder with the admin account', async () => {
    const dataDir = newDataDir();
    const config = {
      ...configFor(dataDir),
      adminEmail: 'duena@example.com',
      adminPassword: 'clave-larga-123',
    };
    const runtime = await createRuntime(config, {
      logger: createLogger('silent'),
      seedImages: false,
      prepareInChild: true,
    });
    try {
      expect(isPgliteDirReady(path.join(dataDir, 'pglite'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pglite.preparing'))).toBe(false);
      const [counts] = await executeRows<{ articles: number; admins: number }>(
        runtime.services.db,
        sql`select (select count(*)::int from articles) as articles,
                   (select count(*)::int from users where email = 'duena@example.com') as admins`,
      );
      expect(counts?.articles).toBeGreaterThan(0);
      expect(counts?.admins).toBe(1);
    } finally {
      await runtime.close();
    }
  }, 120_000);
});
