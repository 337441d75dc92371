/** `npm run admin -- remove-demo`: the dashboard's removal from a terminal, on a stopped site. */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { createRestartableSite, runAdminCli, type RestartableSite } from '../../test/restartableSite';
import { executeRows } from '../db/client';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES } from '../services/seed';

describe.each(TEST_DATABASES)('the remove-demo command on %s', (kind) => {
  let site: RestartableSite | undefined;
  afterAll(async () => {
    await site?.dispose();
  });

  const removeDemo = () => runAdminCli(site!, ['remove-demo']);

  it('removes the demo, says what it removed, and removes nothing the second time', async () => {
    site = await createRestartableSite(
      kind,
      { NODE_ENV: 'development' },
      { adminEmail: 'duena@example.com', adminPassword: 'clave-larga-123' },
    );
    await (await site.start()).close();

    const first = removeDemo();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      `Demo content removed: ${SEED_ARTICLES.length} articles, ${SEED_GUIDES.length} guides, ` +
        `${SEED_CATEGORIES.length} categories, 0 pictures in the site settings.\n`,
    );
    const second = removeDemo();
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(
      'Demo content removed: 0 articles, 0 guides, 0 categories, 0 pictures in the site settings.\n',
    );

    const runtime = await site.start();
    try {
      const [left] = await executeRows<{ n: number }>(
        runtime.services.db,
        sql`select ((select count(*) from articles) + (select count(*) from guides) + (select count(*) from categories))::int as n`,
      );
      expect(left?.n, 'and a restart does not seed it again').toBe(0);
    } finally {
      await runtime.close();
    }
    // Two starts of a seeded site and two CLI processes: over a minute on PGlite on a loaded
    // 2-core machine (CI timed out at 60 s, 2026-11-29), as the other process tests allow.
  }, 180_000);
});
