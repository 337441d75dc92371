/**
 * Fixed-window rate limits kept in Postgres (shared by every app instance).
 * Each hit is one atomic upsert, so concurrent or aliased calls count one by one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { throttles } from '../../db/schema';
import { executeRows, type DbExecutor } from '../../db/client';
import type { Logger } from '../../logger';

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The warning line for a request a rule refused: `throttle` names the rule
 * (its bucket: login:…, contact:…, rating:…, password-reset:…), `who` says whom
 * it refused (client address, e-mail, visitor; never a password or a message).
 */
export function logRefusal(logger: Logger, rule: ThrottleRule, who: Record<string, unknown>): void {
  logger.warn({ throttle: rule.bucket, limit: rule.limit, windowSeconds: rule.windowSeconds, ...who }, 'throttled');
}

/** Records one hit and returns whether it is within the limit. */
export async function hitThrottle(db: DbExecutor, rule: ThrottleRule, subject: string): Promise<boolean> {
  const [allowed] = await hitThrottles(db, [[rule, subject]]);
  return allowed ?? false;
}

/**
 * Records one hit in each of several buckets in one statement and returns,
 * in the order given, whether each is within its limit.
 */
export async function hitThrottles(
  db: DbExecutor,
  hits: ReadonlyArray<readonly [ThrottleRule, string]>,
): Promise<boolean[]> {
  const counts = await countHits(db, hits);
  return hits.map(([rule], i) => counts[i]! <= rule.limit);
}

/**
 * Records one hit in each of several buckets in one statement and returns,
 * in the order given, each subject's hits in its current window (this one
 * included), for callers whose limit depends on more than one rule.
 *
 * One statement rather than one per bucket so that concurrent calls take the
 * rows' locks in the same order (sorted by bucket) and are therefore counted in
 * the same order in every bucket: the calls admitted by all limits are then
 * exactly the first N, where separate upserts let each bucket see a different
 * order and admitted fewer (a flood of 100 ratings from one visitor let 9
 * through instead of 10). The fixed order also rules out deadlocks.
 */
export async function countHits(
  db: DbExecutor,
  hits: ReadonlyArray<readonly [ThrottleRule, string]>,
): Promise<number[]> {
  const ordered = [...hits].sort(([a], [b]) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  const windowSeconds = sql.join(
    ordered.map(([rule]) => sql`WHEN ${rule.bucket} THEN ${rule.windowSeconds}::float8`),
    sql` `,
  );
  const expired = sql`${throttles.windowStartedAt} < now() - make_interval(secs => CASE ${throttles.bucket} ${windowSeconds} END)`;
  const rows = await db
    .insert(throttles)
    .values(ordered.map(([rule, subject]) => ({ bucket: rule.bucket, subject, hits: 1 })))
    .onConflictDoUpdate({
      target: [throttles.bucket, throttles.subject],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${throttles.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${throttles.windowStartedAt} END`,
      },
    })
    .returning({ bucket: throttles.bucket, subject: throttles.subject, hits: throttles.hits });
  const hitsOf = new Map(rows.map((row) => [`${row.bucket}\u0000${row.subject}`, row.hits]));
  return hits.map(([rule, subject]) => hitsOf.get(`${rule.bucket}\u0000${subject}`) ?? 1);
}

/** Takes back one hit counted ahead of an outcome that turned out not to count (a sign-in that succeeded). */
export async function refundHit(db: DbExecutor, rule: ThrottleRule, subject: string): Promise<void> {
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(and(eq(throttles.bucket, rule.bucket), eq(throttles.subject, subject)));
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

/** A place in a budget: when its work may happen, and whether that is later than now. */
export interface ReservedSlot {
  at: Date;
  deferred: boolean;
  /** The database's clock when the place was taken. */
  now: Date;
}

/**
 * A budget of `rule.limit` per window that defers instead of refusing: takes the
 * next place in the current window, or, once that is full, in the window after
 * the last one handed out, spread evenly across it (`at`). Windows follow one
 * another, each holding at most `limit` places. A place more than
 * `horizonSeconds` ahead is not given (null) and nothing is counted, so a flood
 * never books the budget for days ahead of the people who come after it.
 *
 * One upsert on one row (bucket, subject): concurrent callers queue on its lock
 * and each gets its own place. The row's window_started_at may lie in the
 * future; housekeeping only deletes rows whose window started a day ago.
 */
export async function reserveSlot(
  db: DbExecutor,
  rule: ThrottleRule,
  subject: string,
  horizonSeconds: number,
): Promise<ReservedSlot | null> {
  const window = sql`make_interval(secs => ${rule.windowSeconds}::float8)`;
  const over = sql`${throttles.windowStartedAt} < now() - ${window}`;
  const full = sql`${throttles.hits} >= ${rule.limit}`;
  const [row] = await executeRows<{ hits: number; started: Date | string; now: Date | string }>(
    db,
    sql`INSERT INTO ${throttles} (bucket, subject, hits, window_started_at)
        VALUES (${rule.bucket}, ${subject}, 1, now())
        ON CONFLICT (bucket, subject) DO UPDATE SET
          hits = CASE WHEN ${over} OR ${full} THEN 1 ELSE ${throttles.hits} + 1 END,
          window_started_at = CASE WHEN ${over} THEN now()
                                   WHEN ${full} THEN ${throttles.windowStartedAt} + ${window}
                                   ELSE ${throttles.windowStartedAt} END
        WHERE ${over} OR NOT ${full}
           OR ${throttles.windowStartedAt} + ${window} <= now() + make_interval(secs => ${horizonSeconds}::float8)
        RETURNING hits, window_started_at AS started, now() AS now`,
  );
  if (!row) return null;
  const started = new Date(row.started).getTime();
  const now = new Date(row.now).getTime();
  if (started <= now) return { at: new Date(now), deferred: false, now: new Date(now) };
  const spacing = (rule.windowSeconds * 1000) / rule.limit;
  return { at: new Date(started + (Number(row.hits) - 1) * spacing), deferred: true, now: new Date(now) };
}
