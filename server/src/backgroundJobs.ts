/**
 * Every background job of the site, registered in one place: each feature
 * describes its own (queue, policy, handler, schedule) and this file lists
 * them. Ranks decide who goes first: her urgent mail (0), contact messages
 * (1), content events (2), confirmations (3), newsletters (4), the
 * analytics' counts (5), then the scheduled work. The view writer is not here: it flushes this process's own
 * memory, so it stays an in-process interval (views/viewBuffer.ts).
 */
import type { AnyJobDefinition, JobQueue } from './jobs/jobQueue';
import type { AppServices } from './services/appServices';
import { analyticsJobs, analyticsRollupJobs, subscribeAnalytics } from './services/analytics';
import { backupJobs } from './services/backup';
import { contactJobs } from './services/contact';
import { GUIDE_EVENTS, publishJobs } from './services/content';
import { housekeepingJobs } from './services/housekeeping';
import { outgoingEmailJobs } from './services/mail';
import { mediaJobs } from './services/media';
import { NEWSLETTER_EVENTS, newsletterJobs, subscribeNewsletter } from './services/newsletter';
import { PURCHASE_EVENTS } from './services/purchase';

export function allJobs(services: AppServices): AnyJobDefinition[] {
  return [
    ...outgoingEmailJobs(services),
    ...contactJobs(services),
    ...newsletterJobs(services),
    ...publishJobs(services),
    ...housekeepingJobs(services),
    ...mediaJobs(services),
    ...analyticsRollupJobs(services),
    ...backupJobs(services),
    ...analyticsJobs(services),
  ];
}

/** Defines every queue and the event subscriptions between features. */
export async function registerJobs(jobs: JobQueue, services: AppServices): Promise<void> {
  for (const definition of allJobs(services)) await jobs.define(definition);
  subscribeNewsletter(jobs);
  subscribeAnalytics(jobs, {
    newsletterConfirmed: NEWSLETTER_EVENTS.confirmed,
    newsletterUnsubscribed: NEWSLETTER_EVENTS.unsubscribed,
    guidePurchaseApproved: PURCHASE_EVENTS.approved,
    freeGuideDownloaded: GUIDE_EVENTS.freeDownloaded,
  });
}
