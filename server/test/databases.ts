/**
 * The databases integration tests run against: PGlite always, Postgres too
 * when TEST_DATABASE_URL is set. Each Postgres run gets its own scratch database.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const TEST_DATABASES: TestDatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Whether a Postgres-only suite skips itself: yes on a developer's machine
 * without TEST_DATABASE_URL, but under CI (CI is set; .ci/run starts Postgres
 * and sets TEST_DATABASE_URL) a missing database fails the suite instead, so
 * CI can never pass without having run it.
 */
export function skipWithoutPostgres(suite: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.TEST_DATABASE_URL) return false;
  if (env.CI)
    throw new Error(`"${suite}" needs TEST_DATABASE_URL; CI is set, so it fails here instead of being skipped`);
  return true;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the TEST_DATABASE_URL server, dropped by drop(). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cef_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
