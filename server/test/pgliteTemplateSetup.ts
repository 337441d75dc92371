/**
 * The `server` project's global setup (vitest.config.ts): once per run, a PGlite folder
 * with initdb and every migration in migrations/ applied, closed, and nothing else in it.
 * createTestApp (harness.ts) starts each new PGlite database as a copy of it
 * (createRuntime's `pgliteTemplate`), then prepares it as it prepares any new folder: the
 * migrations find nothing to apply, the demo content, the games' content and the admin
 * account are written as before, per test and with that test's options.
 *
 * Measured (docs/testing.md): initdb and the 18 migrations took ~4.2 s of every
 * createTestApp, the copy (~40 MB) and the migrations' check ~0.35 s.
 *
 * Built per run, in a new temporary folder removed at the end, so it can never be older
 * than the migrations or the code it was made with. PGlite writes postgresql.conf at
 * every start, so the copy runs with the settings of the process that opens it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../src/config';
import { createDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/** Creates the migrated folder at `pgliteDir` (which must not exist yet) and closes it. */
export async function buildPgliteTemplate(pgliteDir: string): Promise<void> {
  const database = await createDatabase({ pgliteDir });
  try {
    await migrateDatabase(database, ROOT_DIR);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-template-'));
  const pgliteDir = path.join(parent, 'pglite');
  await buildPgliteTemplate(pgliteDir);
  project.provide('pgliteTemplate', pgliteDir);
  return () => fs.rmSync(parent, { recursive: true, force: true });
}
