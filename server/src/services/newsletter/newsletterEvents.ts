/**
 * What the subscription tells the rest of the site: a subscriber confirmed by
 * the e-mailed link, addresses unsubscribed by theirs. The welcome e-mail
 * (welcome.ts) and the owner's analytics subscribe queues of their own, so
 * confirming knows nothing of what follows. Queued in the transaction that
 * confirmed or unsubscribed, so none is lost to a crash.
 */
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';

export const NEWSLETTER_EVENTS = {
  confirmed: 'newsletter-subscription-confirmed',
  unsubscribed: 'newsletter-unsubscribed',
} as const;

export interface SubscriptionConfirmed {
  subscriberId: number;
  /** When (ms since the epoch); absent in events queued before it was added. */
  at?: number;
}

export interface Unsubscribed {
  /** Addresses the link removed (one, or the few sharing a pre-0023 token). */
  subscribers: number;
  at: number;
}

export async function announceConfirmation(
  services: Pick<AppServices, 'jobs'>,
  db: DbExecutor,
  subscriberId: number,
): Promise<void> {
  const event: SubscriptionConfirmed = { subscriberId, at: Date.now() };
  await services.jobs.publish(NEWSLETTER_EVENTS.confirmed, event, { db });
}

export async function announceUnsubscribe(
  services: Pick<AppServices, 'jobs'>,
  db: DbExecutor,
  subscribers: number,
): Promise<void> {
  if (subscribers === 0) return;
  const event: Unsubscribed = { subscribers, at: Date.now() };
  await services.jobs.publish(NEWSLETTER_EVENTS.unsubscribed, event, { db });
}
