/**
 * Rows that matter only for a short window (view de-duplication, rate-limit
 * counters, sessions and reset links past their expiry, e-mails sent long
 * ago, addresses never confirmed) are deleted once it is over, so those
 * tables hold about a day of traffic instead of every visitor there ever was.
 * Deleting them changes nothing a visitor sees: an expired row and a missing
 * row are treated alike by recordView, hitThrottle and lucia.
 *
 * Each kind of row is one rule below, with the words docs/architecture.md's
 * table uses for it: housekeepingDocs.test.ts fails when the two differ.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { NEWSLETTER_LIMITS } from '@crecer/domain/newsletterRules';
import { PASSWORD_LIMITS } from '@crecer/domain/passwordRules';
import type { AppServices } from '../appServices';
import { contentViews, loginAddresses, outgoingEmails, passwordResetTokens, throttles } from '../../db/schema';
import { KNOWN_ADDRESS_DAYS, SESSION_DAYS } from '../auth';
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import { VIEW_DEDUP_MINUTES } from '../views';
import { forgetUnconfirmedSubscribers } from '../newsletter';
import { forgetVisitorHashes, siteDay } from '../analytics';

export const HOUSEKEEPING_QUEUE = 'housekeeping';

/** Longer than any throttle rule's window (the longest is 6 hours; housekeeping.test.ts checks them all). */
export const THROTTLE_ROWS_KEPT_SECONDS = 24 * 60 * 60;

/** Sent or abandoned outgoing e-mails (bodies already blanked) stay this long, for diagnosing "it never arrived". */
export const OUTGOING_EMAIL_DAYS = 30;

type HousekeepingServices = Pick<AppServices, 'db' | 'sessions' | 'config'>;

export interface ExpiryRule {
  /** The report's name for it. */
  key: string;
  /** What is deleted, as the docs' table names it. */
  rows: string;
  /** When, as the docs' table says it. */
  deletedAfter: string;
  /** Deletes what is over; how many rows went, or null where the library does not say. */
  run(services: HousekeepingServices, now: number): Promise<number | null>;
}

/** Deletes a table's rows matching `expired`; returns how many went (one column returned, counted on either driver). */
const deleteCounted = (db: HousekeepingServices['db'], table: PgTable, expired: SQL) =>
  db
    .delete(table)
    .where(expired)
    .returning({ one: sql`1` })
    .then((rows) => rows.length);

export const EXPIRY_RULES: readonly ExpiryRule[] = [
  {
    key: 'views',
    rows: 'view de-duplication rows',
    deletedAfter: `${VIEW_DEDUP_MINUTES} min after the view`,
    run: ({ db }) =>
      deleteCounted(
        db,
        contentViews,
        sql`${contentViews.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})`,
      ),
  },
  {
    key: 'throttles',
    rows: 'rate-limit counters',
    deletedAfter: `${THROTTLE_ROWS_KEPT_SECONDS / 3600} hours after their window opened`,
    run: ({ db }) =>
      deleteCounted(
        db,
        throttles,
        sql`${throttles.windowStartedAt} < now() - make_interval(secs => ${THROTTLE_ROWS_KEPT_SECONDS})`,
      ),
  },
  {
    key: 'loginAddresses',
    rows: 'addresses she signed in from',
    deletedAfter: `${KNOWN_ADDRESS_DAYS} days after the last sign-in from there`,
    run: ({ db }) =>
      deleteCounted(
        db,
        loginAddresses,
        sql`${loginAddresses.lastSignedInAt} < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
      ),
  },
  {
    key: 'resetLinks',
    rows: 'password-reset links',
    deletedAfter: `when they expire (${PASSWORD_LIMITS.resetLinkMinutes} min)`,
    run: ({ db }) => deleteCounted(db, passwordResetTokens, sql`${passwordResetTokens.expiresAt} < now()`),
  },
  {
    key: 'sessions',
    rows: 'sessions',
    deletedAfter: `when they expire (${SESSION_DAYS} days unused)`,
    run: async ({ sessions }) => {
      await sessions.deleteExpired();
      return null;
    },
  },
  {
    key: 'emails',
    rows: 'e-mails sent or given up',
    deletedAfter: `${OUTGOING_EMAIL_DAYS} days after they were queued`,
    run: ({ db }) =>
      deleteCounted(
        db,
        outgoingEmails,
        sql`${outgoingEmails.deliveryStatus} IN ('sent', 'failed') AND ${outgoingEmails.createdAt} < now() - make_interval(days => ${OUTGOING_EMAIL_DAYS})`,
      ),
  },
  {
    // Addresses given in the subscribe box and never confirmed are personal data with no purpose.
    key: 'unconfirmedSubscribers',
    rows: 'subscribers who never confirmed, with their e-mails',
    deletedAfter: `${NEWSLETTER_LIMITS.confirmDays} days after subscribing`,
    run: ({ db }) => forgetUnconfirmedSubscribers(db),
  },
  {
    // Counted into the daily totals already; kept no longer than today and yesterday.
    key: 'visitorHashes',
    rows: 'daily visitor hashes and salts',
    deletedAfter: 'once their day is over and counted (48 hours at most)',
    run: ({ db, config }, now) => forgetVisitorHashes(db, siteDay(now, config.siteTimeZone)),
  },
];

/** Rows deleted, by rule; a rule whose library does not count is left out. */
export type HousekeepingReport = Record<string, number>;

export async function deleteExpiredRows(services: HousekeepingServices, now = Date.now()): Promise<HousekeepingReport> {
  const report: HousekeepingReport = {};
  for (const rule of EXPIRY_RULES) {
    const deleted = await rule.run(services, now);
    if (deleted !== null) report[rule.key] = deleted;
  }
  return report;
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
        if (Object.values(report).some((deleted) => deleted > 0))
          services.logger.info({ report }, 'deleted expired rows');
      },
    },
  ];
}
