/**
 * The hourly pass that rolls up closed days (dayTops.ts), once across
 * instances. Hourly rather than at midnight: a pass missed while the server
 * was down is caught up by the next one.
 */
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { rollUpClosedDays } from './dayTops';
import { siteDay } from './siteDay';

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollup';

export function analyticsRollupJobs(services: Pick<AppServices, 'db' | 'logger' | 'config'>): AnyJobDefinition[] {
  return [
    {
      queue: ANALYTICS_ROLLUP_QUEUE,
      rank: 6,
      policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
      schedule: { cron: '23 * * * *' },
      run: async () => {
        const days = await rollUpClosedDays(services.db, siteDay(Date.now(), services.config.siteTimeZone));
        if (days > 0) services.logger.info({ days }, 'rolled up the daily analytics');
      },
    },
  ];
}
