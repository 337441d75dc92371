import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BACKUP_RUN_STATUSES, sqlList } from './enums';

/**
 * Scheduled backups (services/backup/backupSchedule.ts), one row per attempt. The
 * row is the claim: an instance inserts it under an advisory lock when a run
 * is due, so two instances on one database never take the same backup, and
 * the next run is computed from the last row, not from the process start.
 * Never in the archive and kept by a restore: it describes this server's
 * backup folder, not the site's content.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: BACKUP_RUN_STATUSES }).notNull().default('running'),
    fileName: text('file_name').notNull(),
    /** The folder on the server the archive was written to (BACKUP_DIR). */
    folder: text('folder').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    /** The off-site copy, as s3://bucket/key, when BACKUP_S3 is on and the copy succeeded. */
    offsiteCopy: text('offsite_copy'),
    error: text('error'),
  },
  (t) => [
    check('backup_runs_status_check', sql.raw(`status IN (${sqlList(BACKUP_RUN_STATUSES)})`)),
    index('backup_runs_started_at_idx').on(t.startedAt),
  ],
);

export type BackupRunRow = typeof backupRuns.$inferSelect;
