/**
 * A goal counted from another feature's event counts once even when the job's
 * completion is lost after the count (a connection dropped at that moment, a
 * process killed between the two): the count and the completion commit
 * together, so the retry that follows has nothing left to add. On both
 * databases, with the jobs run in the test's own turn.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { fastForwardJobs } from '../../../test/jobs';
import { analyticsGoals } from '../../db/schema';
import { GUIDE_EVENTS, type FreeGuideDownloaded } from '../content';
import { GOALS } from './goals';

describe.each(TEST_DATABASES)('goals from events on %s', (kind) => {
  let app: TestApp;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts a download once when the completion after its count is lost', async () => {
    const boss = services().jobs.boss;
    const complete = boss.complete.bind(boss);
    let lost = 0;
    // The completion outside any transaction (the one a handler's return leads to) fails once.
    boss.complete = (async (...args: Parameters<typeof boss.complete>) => {
      if (args[3]?.db === undefined && lost === 0) {
        lost += 1;
        throw new Error('Connection terminated unexpectedly');
      }
      return complete(...args);
    }) as typeof boss.complete;
    try {
      const event: FreeGuideDownloaded = { guideId: 41, at: Date.now() };
      await services().jobs.publish(GUIDE_EVENTS.freeDownloaded, event);
      await services().jobs.runDueJobs();
      expect(lost).toBe(1);
      // Whatever the lost completion left to retry runs now.
      await fastForwardJobs(services());
      await services().jobs.runDueJobs();
    } finally {
      boss.complete = complete;
    }
    const rows = await services()
      .db.select({ count: analyticsGoals.count })
      .from(analyticsGoals)
      .where(eq(analyticsGoals.goal, GOALS.guideDownload));
    expect(rows).toEqual([{ count: 1 }]);
  });
});
