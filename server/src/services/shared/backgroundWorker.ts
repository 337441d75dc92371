/**
 * The one way the server runs work on an interval inside its own process: a
 * pass at start, then one per interval, never two at once (a slow pass is not
 * stacked), errors logged rather than thrown, and stop() waiting for the pass
 * in flight so the database is not closed under it.
 */
import type { Logger } from '../../logger';

export interface BackgroundWorker {
  stop(): Promise<void>;
}

export interface IntervalWork {
  /** Names the work in the log. */
  name: string;
  intervalMs: number;
  logger: Logger;
  pass(): Promise<void>;
  /** Runs after stop() has waited for the last pass (closing a connection, say). */
  onStop?(): void;
}

export function startIntervalWorker(work: IntervalWork): BackgroundWorker {
  let inFlight: Promise<void> | null = null;
  const runPass = () => {
    if (inFlight) return;
    inFlight = work
      .pass()
      .catch((error: unknown) => work.logger.error({ err: error }, `${work.name} pass failed`))
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(runPass, work.intervalMs);
  timer.unref();
  runPass();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
      work.onStop?.();
    },
  };
}
