/**
 * Scheduled backups as a job: pg-boss queues 'scheduled-backup' every five
 * minutes (once across instances), and the run takes an archive when one is
 * due (backupSchedule.ts decides from backup_runs, so a restart changes nothing).
 * A failed archive (a full disk, a folder it cannot write, S3 unreachable) is
 * recorded on its backup_runs row and thrown, so the job system records the
 * failure too, the dashboard warns and she is e-mailed; it is tried again an
 * hour later (backupSchedule.ts, RETRY_AFTER_HOURS). The server keeps serving.
 */
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import { runScheduledBackup, type ScheduleServices } from './backupSchedule';

export const BACKUP_QUEUE = 'scheduled-backup';

export function backupJobs(services: ScheduleServices): AnyJobDefinition[] {
  if (services.config.backup.intervalHours <= 0) return [];
  // Aborted at shutdown: the archive being written is abandoned and its run recorded as failed.
  const stopping = new AbortController();
  return [
    {
      queue: BACKUP_QUEUE,
      rank: 7,
      // The schedule's own rules retry a failed archive; pg-boss does not retry the check.
      policy: { retryLimit: 0, expireInSeconds: 6 * 60 * 60 },
      schedule: { cron: '*/5 * * * *' },
      run: async () => {
        const run = await runScheduledBackup(services, { signal: stopping.signal });
        if (run?.status === 'failed') throw new Error(run.error ?? 'La copia de seguridad falló.');
      },
      stop: () => stopping.abort(),
    },
  ];
}
