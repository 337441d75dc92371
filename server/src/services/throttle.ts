/**
 * Fixed-window rate limits kept in Postgres (shared by every app instance).
 * Each hit is one atomic upsert, so concurrent or aliased calls count one by one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { throttles } from '../db/schema';
import type { DbExecutor } from '../db/client';

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Records one hit and returns whether it is within the limit. */
export async function hitThrottle(db: DbExecutor, rule: ThrottleRule, subject: string): Promise<boolean> {
  const expired = sql`${throttles.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(throttles)
    .values({ bucket: rule.bucket, subject, hits: 1 })
    .onConflictDoUpdate({
      target: [throttles.bucket, throttles.subject],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttles.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${throttles.windowStartedAt} END`,
      },
    })
    .returning({ hits: throttles.hits });
  return (row?.hits ?? 1) <= rule.limit;
}

export async function resetThrottle(db: DbExecutor, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(throttles).where(and(eq(throttles.bucket, rule.bucket), eq(throttles.subject, subject)));
}

/** Whether the subject is already over the limit in the current window, without counting a hit. */
export async function isThrottled(db: DbExecutor, rule: ThrottleRule, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ hits: throttles.hits })
    .from(throttles)
    .where(
      and(
        eq(throttles.bucket, rule.bucket),
        eq(throttles.subject, subject),
        sql`${throttles.windowStartedAt} >= now() - make_interval(secs => ${rule.windowSeconds})`,
      ),
    );
  return (row?.hits ?? 0) >= rule.limit;
}
