/**
 * Checks every few minutes, inside the app process, whether a scheduled
 * backup is due (schedule.ts decides from the database, so every instance can
 * run this and a restart changes nothing). The first check waits one check
 * interval, so a start (or a crash loop) is never slowed by a backup; stop()
 * abandons an archive being written, records the run as failed and waits for
 * that, so the database is not closed under it.
 */
import type { BackgroundWorker } from '../backgroundWorker';
import { startIntervalWorker } from '../backgroundWorker';
import { runScheduledBackup, type ScheduleServices } from './schedule';

export const BACKUP_CHECK_INTERVAL_MS = 5 * 60_000;

export function startBackupSchedule(
  services: ScheduleServices,
  checkIntervalMs = BACKUP_CHECK_INTERVAL_MS,
): BackgroundWorker {
  const { intervalHours } = services.config.backup;
  if (intervalHours <= 0) {
    services.logger.info('scheduled backups are off (BACKUP_INTERVAL_HOURS=0)');
    return { stop: async () => {} };
  }
  const stopping = new AbortController();
  let worker: BackgroundWorker | null = null;
  const firstCheck = setTimeout(() => {
    worker = startIntervalWorker({
      name: 'scheduled backup',
      intervalMs: checkIntervalMs,
      logger: services.logger,
      pass: async () => void (await runScheduledBackup(services, { signal: stopping.signal })),
    });
  }, checkIntervalMs);
  firstCheck.unref();
  return {
    async stop() {
      clearTimeout(firstCheck);
      stopping.abort();
      await worker?.stop();
    },
  };
}
