/**
 * What the dashboard shows of the scheduled jobs: for each one, its last run
 * (job_runs) and the next time pg-boss queues it. A run still marked running
 * long after it should have ended was cut off by a stopped process: it is
 * shown as failed with that reason, not as running forever.
 */
import type { JobRunStatusValue } from '../db/schema';
import type { DbExecutor } from '../db/client';
import { jobLabel } from './jobLabels';
import type { JobQueue } from './jobQueue';
import { listJobRuns } from './jobRuns';

export interface ScheduledJobModel {
  name: string;
  label: string;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastStatus: JobRunStatusValue | null;
  lastError: string | null;
  lastSummary: string | null;
  failuresInRow: number;
  nextRunAt: Date | null;
}

export const INTERRUPTED_RUN = 'Interrumpida: el proceso se detuvo antes de terminar.';

export async function scheduledJobs(
  services: { db: DbExecutor; jobs: JobQueue },
  now = new Date(),
): Promise<ScheduledJobModel[]> {
  const runs = new Map((await listJobRuns(services.db)).map((run) => [run.name, run]));
  return services.jobs
    .definitions()
    .filter((definition) => definition.schedule)
    .map((definition) => {
      const run = runs.get(definition.queue);
      const expiredMs = (definition.policy.expireInSeconds ?? 900) * 1000;
      const cutOff = run?.status === 'running' && now.getTime() - run.startedAt.getTime() > expiredMs;
      return {
        name: definition.queue,
        label: jobLabel(definition.queue),
        lastStartedAt: run?.startedAt ?? null,
        lastFinishedAt: run?.finishedAt ?? null,
        lastStatus: cutOff ? 'failed' : (run?.status ?? null),
        lastError: cutOff ? INTERRUPTED_RUN : (run?.error ?? null),
        // Cleared when a run starts and written only when one succeeds.
        lastSummary: run?.summary ?? null,
        failuresInRow: (run?.failuresInRow ?? 0) + (cutOff ? 1 : 0),
        nextRunAt: services.jobs.nextScheduledRun(definition.queue, now),
      };
    });
}
