import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../src/db/client';
import { throttles } from '../src/db/schema';
import type { ThrottleRule } from '../src/services/visitors';

/** Seconds before the end of a window: a row aged this much still counts. */
export const JUST_INSIDE = -30;
/** Seconds after the end of a window: a row aged this much has expired. */
export const JUST_PAST = 1;

/**
 * Puts a subject at `hits` in a window that started `rule.windowSeconds + offsetSeconds`
 * ago: what a test of a limit's window writes instead of waiting for it.
 */
export async function setThrottle(
  db: DbExecutor,
  rule: ThrottleRule,
  subject: string,
  hits: number,
  offsetSeconds: number,
): Promise<void> {
  const startedAt = sql`now() - make_interval(secs => ${rule.windowSeconds + offsetSeconds})`;
  await db
    .insert(throttles)
    .values({ bucket: rule.bucket, subject, hits, windowStartedAt: startedAt })
    .onConflictDoUpdate({ target: [throttles.bucket, throttles.subject], set: { hits, windowStartedAt: startedAt } });
}
