/**
 * The last run of each scheduled job (the job_runs table), written around every
 * run so the dashboard can say when each ran, how it ended and when it runs
 * next, and warn after a failure. A run still marked running after its
 * process died is shown as interrupted (jobStatus.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { jobRuns, type JobRunRow } from '../db/schema';

export type RunOutcome = { status: 'succeeded'; summary?: string } | { status: 'failed'; error: string };

export async function recordRunStarted(db: DbExecutor, name: string, startedAt: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, status: 'running', startedAt })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { status: 'running', startedAt, finishedAt: null, summary: null },
    });
}

export async function recordRunSucceeded(db: DbExecutor, name: string, summary: string | null): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      status: 'succeeded',
      finishedAt: sql`now()`,
      lastSuccessAt: sql`now()`,
      error: null,
      failuresInRow: 0,
      summary,
    })
    .where(eq(jobRuns.name, name));
}

/** Returns how many runs in a row have now failed. */
export async function recordRunFailed(db: DbExecutor, name: string, error: string): Promise<number> {
  const [row] = await db
    .update(jobRuns)
    .set({ status: 'failed', finishedAt: sql`now()`, error, failuresInRow: sql`${jobRuns.failuresInRow} + 1` })
    .where(eq(jobRuns.name, name))
    .returning({ failuresInRow: jobRuns.failuresInRow });
  return row?.failuresInRow ?? 1;
}

export async function listJobRuns(db: DbExecutor): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}
