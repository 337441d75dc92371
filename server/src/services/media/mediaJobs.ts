/**
 * The media's background work: the JPEG copies of images uploaded before
 * copies existed (jpegCopy.ts), made hourly in the background so that no page
 * request or upgrade waits for them. Each run tells the owner, on the
 * dashboard, which covers it could not prepare (jpegCopySummary.ts).
 */
import type { AppServices } from '../appServices';
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import { makeMissingJpegCopies } from './jpegCopy';
import { brokenCovers, jpegCopySummaryText } from './jpegCopySummary';

export const JPEG_COPIES_QUEUE = 'image-copies';

/** Images per run: a 3000 × 2000 photo's copy takes a median 60 ms of sharp, so a run stays well under a minute. */
export const JPEG_COPIES_PER_RUN = 200;

/** Hourly, once across instances (a pg-boss cron job); after the housekeeping's minute. */
export function mediaJobs(services: Pick<AppServices, 'db' | 'storage' | 'logger'>): AnyJobDefinition[] {
  return [
    {
      queue: JPEG_COPIES_QUEUE,
      rank: 7,
      policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
      schedule: { cron: '41 * * * *' },
      run: async () => {
        const report = await makeMissingJpegCopies(services, JPEG_COPIES_PER_RUN);
        if (report.made + report.failed > 0) services.logger.info({ report }, 'made JPEG copies of older images');
        return jpegCopySummaryText(report, await brokenCovers(services.db));
      },
    },
  ];
}
