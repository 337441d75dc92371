/**
 * What the dashboard says about backups: the schedule's settings, the last
 * successful archive (when, how big, where it went) and whether she should
 * worry: the last attempt failed, or no archive succeeded for more than two
 * intervals.
 */
import { desc, eq } from 'drizzle-orm';
import { backupFolder } from '../../config';
import { backupRuns, type BackupRunRow } from '../../db/schema';
import type { AppServices } from '../appServices';
import { OFFSITE_PREFIX } from './offsite';
import { INTERRUPTED_MESSAGE, isStale } from './backupSchedule';

export type BackupHealthValue = 'OK' | 'FAILED' | 'OVERDUE' | 'NONE_YET' | 'OFF';
export type BackupRunStatusValue = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

export interface BackupRunView {
  startedAt: Date;
  finishedAt: Date | null;
  status: BackupRunStatusValue;
  fileName: string;
  folder: string;
  sizeBytes: number | null;
  offsiteCopy: string | null;
  error: string | null;
}

export interface BackupStatusView {
  intervalHours: number;
  keep: number;
  folder: string;
  offsiteTarget: string | null;
  health: BackupHealthValue;
  lastSuccess: BackupRunView | null;
  lastRun: BackupRunView | null;
}

/** A row as the dashboard sees it; one still marked running long after its start is shown as the failure it was. */
function view(row: BackupRunRow, now: Date): BackupRunView {
  const stale = isStale(row, now);
  return {
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    status: stale ? 'FAILED' : (row.status.toUpperCase() as BackupRunStatusValue),
    fileName: row.fileName,
    folder: row.folder,
    sizeBytes: row.bytes,
    offsiteCopy: row.offsiteCopy,
    error: stale ? INTERRUPTED_MESSAGE : row.error,
  };
}

export function healthOf(
  intervalHours: number,
  lastRun: BackupRunView | null,
  lastSuccess: BackupRunView | null,
  now: Date,
): BackupHealthValue {
  if (intervalHours <= 0) return 'OFF';
  if (lastRun?.status === 'FAILED') return 'FAILED';
  if (!lastSuccess) return 'NONE_YET';
  const hoursSince = (now.getTime() - lastSuccess.startedAt.getTime()) / 3_600_000;
  return hoursSince > 2 * intervalHours ? 'OVERDUE' : 'OK';
}

export async function backupStatus(
  services: Pick<AppServices, 'db' | 'config'>,
  now = new Date(),
): Promise<BackupStatusView> {
  const { db, config } = services;
  const newest = [desc(backupRuns.startedAt), desc(backupRuns.id)];
  const [lastRow] = await db
    .select()
    .from(backupRuns)
    .orderBy(...newest)
    .limit(1);
  const [successRow] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(...newest)
    .limit(1);
  const lastRun = lastRow ? view(lastRow, now) : null;
  const lastSuccess = successRow ? view(successRow, now) : null;
  return {
    intervalHours: config.backup.intervalHours,
    keep: config.backup.keep,
    folder: backupFolder(config),
    offsiteTarget: config.backup.s3 && config.s3.bucket ? `s3://${config.s3.bucket}/${OFFSITE_PREFIX}` : null,
    health: healthOf(config.backup.intervalHours, lastRun, lastSuccess, now),
    lastSuccess,
    lastRun,
  };
}
