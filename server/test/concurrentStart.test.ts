/**
 * Several instances starting at once on one empty Postgres database (a
 * deploy with `--scale app=2`): each must come up, and the start-up work that
 * writes (migrations, demo content, the ADMIN_EMAIL account) must happen once.
 */
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { createScratchDatabase, skipWithoutPostgres, type ScratchDatabase } from './databases';

describe.skipIf(skipWithoutPostgres('instances starting together'))('instances starting together', () => {
  let scratch: ScratchDatabase | undefined;
  const runtimes: Runtime[] = [];
  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.close()));
    await scratch?.drop();
  });

  it('seed the demo content and create the admin once', async () => {
    scratch = await createScratchDatabase();
    const config = loadConfig(
      { NODE_ENV: 'test' },
      { databaseUrl: scratch.url, adminEmail: 'duena@example.com', adminPassword: 'clave-larga-123' },
    );
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() => createRuntime(config, { logger: createLogger('silent'), seedImages: false })),
    );
    for (const start of starts) if (start.status === 'fulfilled') runtimes.push(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const [articles] = await sql`select count(*)::int as total, count(distinct title)::int as titles from articles`;
      const [categories] = await sql`select count(*)::int as total, count(distinct name)::int as names from categories`;
      const [admins] = await sql`select count(*)::int as n from users`;
      expect(articles?.total).toBeGreaterThan(0);
      expect(articles?.total).toBe(articles?.titles);
      expect(categories?.total).toBe(categories?.names);
      expect(admins?.n).toBe(1);
    } finally {
      await sql.end();
    }
  });
});
