import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_RUN_STATUSES, sqlList } from './enums';

/**
 * The last run of each scheduled job (backup, publishing, housekeeping, ...),
 * written by the job system around every run (server/src/jobs/jobRuns.ts), so
 * the dashboard shows the last and next run and warns after a failure. One
 * row per job: the history of runs is in pg-boss's own tables and the log.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').primaryKey(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    /** Failed runs in a row; the owner is e-mailed when this becomes 1. */
    failuresInRow: integer('failures_in_row').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /**
     * What the last successful run has to tell her, in Spanish (the image-copies
     * job names the covers it could not prepare); null when it had nothing to say.
     */
    summary: text('summary'),
  },
  () => [check('job_runs_status_check', sql.raw(`status IN (${sqlList(JOB_RUN_STATUSES)})`))],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
