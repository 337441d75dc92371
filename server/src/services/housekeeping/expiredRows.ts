/**
 * Rows that matter only for a short window (view de-duplication, rate-limit
 * counters, sessions and reset links past their expiry, e-mails sent long
 * ago) are deleted once it is over, so those
 * tables hold about a day of traffic instead of every visitor there ever was.
 * Deleting them changes nothing a visitor sees: an expired row and a missing
 * row are treated alike by recordView, hitThrottle and lucia.
 */
import { sql } from 'drizzle-orm';
import type { AppServices } from '../appServices';
import { contentViews, loginAddresses, outgoingEmails, passwordResetTokens, throttles } from '../../db/schema';
import { KNOWN_ADDRESS_DAYS } from '../auth';
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import { VIEW_DEDUP_MINUTES } from '../views';
import { forgetUnconfirmedSubscribers } from '../newsletter';
import { forgetVisitorHashes, siteDay } from '../analytics';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** Longer than any throttle rule's window (the longest is 6 hours; housekeeping.test.ts checks them all). */
export const THROTTLE_ROWS_KEPT_SECONDS = 24 * 60 * 60;

/** Sent or abandoned outgoing e-mails (bodies already blanked) stay this long, for diagnosing "it never arrived". */
export const OUTGOING_EMAIL_DAYS = 30;

export interface HousekeepingReport {
  views: number;
  throttles: number;
  /** Daily visitor hashes past their 48 hours (analytics/). */
  visitorHashes: number;
}

export async function deleteExpiredRows(
  services: Pick<AppServices, 'db' | 'sessions' | 'config'>,
  now = Date.now(),
): Promise<HousekeepingReport> {
  const { db } = services;
  const views = await db
    .delete(contentViews)
    .where(sql`${contentViews.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})`)
    .returning({ id: contentViews.contentId });
  const counters = await db
    .delete(throttles)
    .where(sql`${throttles.windowStartedAt} < now() - make_interval(secs => ${THROTTLE_ROWS_KEPT_SECONDS})`)
    .returning({ bucket: throttles.bucket });
  await db
    .delete(loginAddresses)
    .where(sql`${loginAddresses.lastSignedInAt} < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`);
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now()`);
  await db
    .delete(outgoingEmails)
    .where(
      sql`${outgoingEmails.deliveryStatus} IN ('sent', 'failed') AND ${outgoingEmails.createdAt} < now() - make_interval(days => ${OUTGOING_EMAIL_DAYS})`,
    );
  // Addresses given in the subscribe box and never confirmed are personal data with no purpose.
  await forgetUnconfirmedSubscribers(db);
  await services.sessions.deleteExpired();
  // Counted into the daily totals already; kept no longer than today and yesterday.
  const visitorHashes = await forgetVisitorHashes(db, siteDay(now, services.config.siteTimeZone));
  return { views: views.length, throttles: counters.length, visitorHashes };
}

/** Hourly, once across instances (a pg-boss cron job). */
export function housekeepingJobs(
  services: Pick<AppServices, 'db' | 'sessions' | 'logger' | 'config'>,
): AnyJobDefinition[] {
  return [
    {
      queue: HOUSEKEEPING_QUEUE,
      rank: 6,
      policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
      schedule: { cron: '17 * * * *' },
      run: async () => {
        const report = await deleteExpiredRows(services);
        if (report.views + report.throttles + report.visitorHashes > 0)
          services.logger.info({ report }, 'deleted expired rows');
      },
    },
  ];
}
