/** Runs the scheduled-publishing pass in every app process (see publishSchedule.ts and backgroundWorker.ts). */
import { startIntervalWorker, type BackgroundWorker } from '../backgroundWorker';
import type { AppServices } from '../types';
import { startWaitingCampaigns } from '../newsletter/campaigns';
import { publishDueContent } from './publishSchedule';

/**
 * A schedule is minute-precise and goes public within this long of its minute.
 * A pass is one UPDATE per table on a partial index that holds only the
 * scheduled rows, so passing often costs nothing on a large site.
 */
export const PUBLISH_INTERVAL_MS = 10_000;

export function startPublishSchedule(
  services: Pick<AppServices, 'db' | 'logger' | 'config'>,
  intervalMs = PUBLISH_INTERVAL_MS,
): BackgroundWorker {
  return startIntervalWorker({
    name: 'scheduled publishing',
    intervalMs,
    logger: services.logger,
    async pass() {
      const published = await publishDueContent(services.db);
      if (published.length > 0) services.logger.info({ published }, 'scheduled content published');
      // 'Enviar a suscriptores' pressed while the article was scheduled: its e-mail goes now.
      // Also catches an article she published by hand before its minute.
      const campaigns = await startWaitingCampaigns(services.db, services.config.publicUrl);
      if (campaigns.length > 0) services.logger.info({ campaigns }, 'newsletter campaigns started');
    },
  });
}
