/**
 * The hourly pass that rolls up closed days and weeks (dayTops.ts), once across
 * instances. Hourly rather than at midnight: a pass missed while the server
 * was down is caught up by the next one.
 */
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { rollUpClosedDays } from './dayTops';
import { siteDay } from './siteDay';

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollup';

/** What the job needs, named here: AppServices itself reaches analytics through the view buffer. */
interface RollupServices {
  db: Database;
  logger: Logger;
  config: { siteTimeZone: string };
}

export function analyticsRollupJobs(services: RollupServices): AnyJobDefinition[] {
  return [
    {
      queue: ANALYTICS_ROLLUP_QUEUE,
      rank: 6,
      policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
      schedule: { cron: '23 * * * *' },
      run: async () => {
        const rolled = await rollUpClosedDays(services.db, siteDay(Date.now(), services.config.siteTimeZone));
        if (rolled.days + rolled.weeks + rolled.months > 0)
          services.logger.info(rolled, 'rolled up the daily analytics');
      },
    },
  ];
}
