/**
 * What a purchase tells the rest of the site: an order became approved (the
 * owner's analytics counts it per guide). Queued in the transaction that
 * approved it, once per order, so none is lost and none is counted twice.
 */
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';

export const PURCHASE_EVENTS = {
  approved: 'guide-purchase-approved',
} as const;

export interface PurchaseApproved {
  orderId: string;
  guideId: number;
  /** When it was approved (ms since the epoch): the day it counts on. */
  at: number;
}

export async function announceApproval(
  services: Pick<AppServices, 'jobs'>,
  db: DbExecutor,
  order: { id: string; guideId: number },
): Promise<void> {
  const event: PurchaseApproved = { orderId: order.id, guideId: order.guideId, at: Date.now() };
  await services.jobs.publish(PURCHASE_EVENTS.approved, event, { db });
}
