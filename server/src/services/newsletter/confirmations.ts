/**
 * The subscribe box's confirmation e-mails, under a ceiling for the whole site
 * (NEWSLETTER_CONFIRMATIONS_PER_HOUR, default 100) on top of the per-visitor,
 * per-address and per-inbox limits of subscriptions.ts. Those bound one
 * sender; the ceiling bounds everyone together, so strangers with many
 * addresses cannot make the site mail thousands of inboxes that never asked
 * (which would cost the owner her mail provider's quota and her domain's
 * reputation). docs/security.md says why the numbers are what they are.
 *
 * Within the hour's budget a confirmation is queued at once. Past it, the
 * subscription stays pending (the visitor's answer is the same) and a
 * 'newsletter-confirmation' job is queued for a place in a later hour, spread
 * evenly across it; the job composes the e-mail then, so its token exists only
 * from that moment. No place is booked more than a day ahead: past that, no
 * e-mail is queued and the address can ask again once the flood is over. The
 * owner is e-mailed when the ceiling is reached, once an hour at most.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { NEWSLETTER_LIMITS } from '@crecer/domain/newsletterRules';
import type { Config } from '../../config';
import { executeRows, type DbExecutor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { mailSettings, queueEmail } from '../mail';
import { hitThrottle, reserveSlot, type ThrottleRule } from '../visitors';
import { ceilingNoticeMail, confirmationMail } from './newsletterMail';
import { newConfirmToken } from './subscriberTokens';

export const CONFIRMATION_QUEUE = 'newsletter-confirmation';

const HOUR = 60 * 60;
const SITE = 'site';

/** The site-wide budget of confirmation e-mails: NEWSLETTER_CONFIRMATIONS_PER_HOUR per hour. */
export function confirmationCeiling(config: Pick<Config, 'newsletterConfirmationsPerHour'>): ThrottleRule {
  return { bucket: 'newsletter:site', limit: config.newsletterConfirmationsPerHour, windowSeconds: HOUR };
}

/** The e-mail telling her the ceiling was reached: once an hour however long the flood lasts. */
export const CONFIRMATION_CEILING_NOTICE: ThrottleRule = {
  bucket: 'newsletter:ceiling-notice',
  limit: 1,
  windowSeconds: HOUR,
};

/** How far ahead places are booked: a flood delays the people after it by a day at most. */
export const CONFIRMATION_HORIZON_SECONDS = 24 * HOUR;

export interface ConfirmationJob {
  subscriberId: number;
  /** When the job was queued: an e-mail to the address queued since then makes it unnecessary. */
  queuedAt: string;
}

type ConfirmationServices = Pick<AppServices, 'config' | 'logger' | 'jobs' | 'mailer'>;

/**
 * An import's confirmations book places at most this far ahead, so however big
 * the file, the last four hours of the day's budget stay for the subscribe box.
 */
export const IMPORT_HORIZON_SECONDS = 20 * HOUR;

/** Where a confirmation went: queued now, waiting for a later hour, or nowhere (the budget is booked). */
export type ConfirmationOutcome = 'now' | 'later' | 'none';

/**
 * A confirmation e-mail for the pending subscriber, now or at its place in a later
 * hour (in `tx`, the caller's transaction). Logs name subscriber ids, never addresses.
 * `imported`: her own import (subscriberImport.ts), which books up to
 * IMPORT_HORIZON_SECONDS ahead, reports to her itself and is not a flood to warn her of.
 */
export async function scheduleConfirmation(
  services: ConfirmationServices,
  tx: DbExecutor,
  subscriberId: number,
  options: { imported?: boolean } = {},
): Promise<ConfirmationOutcome> {
  const { config, logger } = services;
  const ceiling = confirmationCeiling(config);
  const horizon = options.imported ? IMPORT_HORIZON_SECONDS : CONFIRMATION_HORIZON_SECONDS;
  const slot = await reserveSlot(tx, ceiling, SITE, horizon);
  if (slot && !slot.deferred) {
    // Bulk: a flood of confirmations never delays her own mail.
    if (await queueConfirmationEmail(services, tx, subscriberId))
      logger.info({ subscriberId }, 'newsletter confirmation queued');
    return 'now';
  }
  if (slot) {
    const job: ConfirmationJob = { subscriberId, queuedAt: slot.now.toISOString() };
    await services.jobs.send(CONFIRMATION_QUEUE, job, { db: tx, startAfter: slot.at });
    if (options.imported) return 'later';
    logger.warn(
      { subscriberId, at: slot.at.toISOString(), limit: ceiling.limit },
      'newsletter confirmations past the hourly ceiling: this one waits',
    );
  } else if (options.imported) {
    return 'none';
  } else {
    logger.warn({ subscriberId, limit: ceiling.limit }, 'newsletter confirmations booked a day ahead: none queued');
  }
  await noticeCeiling(services, tx, ceiling);
  return slot ? 'later' : 'none';
}

/**
 * Composes the confirmation e-mail with a new token, stores the token's hash and
 * queues the e-mail on the bulk queue; false when the subscriber is no longer
 * pending within the link's life. The link works until the subscription is a week old.
 */
async function queueConfirmationEmail(
  services: ConfirmationServices,
  tx: DbExecutor,
  subscriberId: number,
): Promise<boolean> {
  const { token, hash } = newConfirmToken();
  const [pending] = await tx
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hash })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriberId),
        eq(newsletterSubscribers.status, 'pendiente'),
        gt(newsletterSubscribers.createdAt, sql`now() - make_interval(days => ${NEWSLETTER_LIMITS.confirmDays})`),
      ),
    )
    .returning({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt });
  if (!pending) return false;
  await queueEmail(
    services,
    tx,
    {
      to: pending.email,
      expiresAt: new Date(pending.createdAt.getTime() + NEWSLETTER_LIMITS.confirmDays * 24 * HOUR * 1000),
      ...confirmationMail(services.config.publicUrl, token),
    },
    'bulk',
  );
  return true;
}

/** Her e-mail that the ceiling was reached, at most once per CONFIRMATION_CEILING_NOTICE window. */
async function noticeCeiling(services: ConfirmationServices, tx: DbExecutor, ceiling: ThrottleRule): Promise<void> {
  const to = mailSettings(services.config)?.to;
  if (!to || !(await hitThrottle(tx, CONFIRMATION_CEILING_NOTICE, SITE))) return;
  // Urgent: she hears of it while it happens, not behind the confirmations.
  await queueEmail(services, tx, {
    to,
    ...ceilingNoticeMail(services.config.publicUrl, ceiling.limit),
    expiresAt: new Date(Date.now() + 24 * HOUR * 1000),
  });
  services.logger.warn({ limit: ceiling.limit }, 'newsletter confirmation ceiling reached; the owner is e-mailed');
}

/** The deferred confirmation, at its place: sent unless the address is gone, confirmed or was written to since. */
export async function sendDeferredConfirmation(
  services: ConfirmationServices & Pick<AppServices, 'db'>,
  job: ConfirmationJob,
): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    // A newer e-mail (she asked again within the budget, or this job ran before a crash) has the working link.
    const [newer] = await executeRows<{ id: number }>(
      tx,
      sql`SELECT e.id FROM outgoing_emails e JOIN newsletter_subscribers s ON s.email = e.to_address
          WHERE s.id = ${job.subscriberId} AND e.created_at >= ${job.queuedAt}::timestamptz LIMIT 1`,
    );
    if (newer) return false;
    const queued = await queueConfirmationEmail(services, tx, job.subscriberId);
    if (queued) services.logger.info({ subscriberId: job.subscriberId }, 'deferred newsletter confirmation queued');
    return queued;
  });
}

export function confirmationJobs(services: ConfirmationServices & Pick<AppServices, 'db'>): AnyJobDefinition {
  return {
    queue: CONFIRMATION_QUEUE,
    rank: 3,
    policy: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
    run: async (job: ConfirmationJob) => void (await sendDeferredConfirmation(services, job)),
  };
}
