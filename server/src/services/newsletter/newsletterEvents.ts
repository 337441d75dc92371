/**
 * What the subscription tells the rest of the newsletter: a subscriber
 * confirmed by the e-mailed link. The welcome e-mail (welcome.ts) subscribes
 * a queue of its own, so confirming knows nothing of what follows. Queued in
 * the transaction that confirmed, so none is lost to a crash.
 */
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';

export const NEWSLETTER_EVENTS = {
  confirmed: 'newsletter-subscription-confirmed',
} as const;

export interface SubscriptionConfirmed {
  subscriberId: number;
}

export async function announceConfirmation(
  services: Pick<AppServices, 'jobs'>,
  db: DbExecutor,
  subscriberId: number,
): Promise<void> {
  const event: SubscriptionConfirmed = { subscriberId };
  await services.jobs.publish(NEWSLETTER_EVENTS.confirmed, event, { db });
}
