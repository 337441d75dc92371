/**
 * Scheduled publishing as a job: pg-boss queues 'publish-scheduled' at the
 * start of every minute (schedules are minute-precise), once across
 * instances, and the run publishes whatever fell due (publishSchedule.ts),
 * emitting 'content published' for each item in the same transaction. A
 * restart loses nothing: the first run publishes what fell due while the site
 * was down.
 */
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { announceStatusChange } from './contentEvents';
import { publishDueContent } from './publishSchedule';

export const PUBLISH_QUEUE = 'publish-scheduled';

/** Publishes what is due and announces it; returns how many items went public. */
export async function publishDueAndAnnounce(services: Pick<AppServices, 'db' | 'jobs' | 'logger'>, now = new Date()) {
  const published = await services.db.transaction(async (tx) => {
    const items = await publishDueContent(tx, now);
    for (const item of items) {
      await announceStatusChange(
        services,
        tx,
        { contentType: item.contentType, id: item.id },
        'Programado',
        'Publicado',
      );
    }
    return items;
  });
  if (published.length > 0) services.logger.info({ published }, 'scheduled content published');
  return published;
}

export function publishJobs(services: Pick<AppServices, 'db' | 'jobs' | 'logger'>): AnyJobDefinition[] {
  return [
    {
      queue: PUBLISH_QUEUE,
      rank: 5,
      policy: { retryLimit: 2, retryDelay: 10, expireInSeconds: 120 },
      schedule: { cron: '* * * * *' },
      run: async () => void (await publishDueAndAnnounce(services)),
    },
  ];
}
