/**
 * What she can do with a send once it exists: pause it, resume it, cancel it
 * (also while it waits for its scheduled article; returning that article to
 * Borrador cancels it too), and send one failed e-mail again.
 *
 * Pausing and cancelling stop the queued jobs and change the campaign's state
 * in one transaction; a job already running checks the state when it claims
 * its delivery, so nothing goes out after the answer. Resuming queues the
 * remaining deliveries again at the rate under a new generation of job ids
 * (the paused ones are spent).
 */
import { and, eq, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { executeRows } from '../../db/client';
import { newsletterCampaigns } from '../../db/schema';
import type { AppServices } from '../appServices';
import { badInput, notFound } from '../shared/errors';
import { campaignForArticle, type NewsletterCampaignModel } from './campaigns';
import {
  cancelPendingDeliveries,
  deliveryJobId,
  NEWSLETTER_QUEUE,
  pendingJobIds,
  queueCampaignDeliveries,
} from './delivery';

type ControlServices = Pick<AppServices, 'db' | 'config' | 'jobs' | 'logger'>;

async function lockCampaign(services: ControlServices, campaignId: number) {
  const [row] = await services.db
    .select({
      id: newsletterCampaigns.id,
      articleId: newsletterCampaigns.articleId,
      state: newsletterCampaigns.state,
      generation: newsletterCampaigns.generation,
    })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId));
  if (!row) throw notFound(NEWSLETTER_MESSAGES.campaignNotFound);
  return row;
}

async function modelOf(services: ControlServices, articleId: number): Promise<NewsletterCampaignModel> {
  const campaign = await campaignForArticle(services.db, articleId);
  if (!campaign) throw notFound(NEWSLETTER_MESSAGES.campaignNotFound);
  return campaign;
}

export async function pauseCampaign(services: ControlServices, campaignId: number): Promise<NewsletterCampaignModel> {
  const campaign = await lockCampaign(services, campaignId);
  if (campaign.state !== 'sending') throw badInput(NEWSLETTER_MESSAGES.cannotPause);
  const jobIds = await services.db.transaction(async (tx) => {
    const changed = await tx
      .update(newsletterCampaigns)
      .set({ state: 'paused', sendingUntil: null })
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.state, 'sending')))
      .returning({ id: newsletterCampaigns.id });
    if (changed.length === 0) throw badInput(NEWSLETTER_MESSAGES.cannotPause);
    return pendingJobIds(tx, campaignId, campaign.generation);
  });
  await services.jobs.cancel(NEWSLETTER_QUEUE, jobIds);
  services.logger.info({ campaignId }, 'newsletter campaign paused');
  return modelOf(services, campaign.articleId);
}

export async function resumeCampaign(services: ControlServices, campaignId: number): Promise<NewsletterCampaignModel> {
  const campaign = await lockCampaign(services, campaignId);
  if (campaign.state !== 'paused') throw badInput(NEWSLETTER_MESSAGES.cannotResume);
  await services.db.transaction(async (tx) => {
    const changed = await tx
      .update(newsletterCampaigns)
      .set({ state: 'sending', generation: sql`${newsletterCampaigns.generation} + 1` })
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.state, 'paused')))
      .returning({ id: newsletterCampaigns.id });
    if (changed.length === 0) throw badInput(NEWSLETTER_MESSAGES.cannotResume);
    await queueCampaignDeliveries(services, tx, campaignId);
  });
  services.logger.info({ campaignId }, 'newsletter campaign resumed');
  return modelOf(services, campaign.articleId);
}

/**
 * Cancels a send. One still waiting for its article is deleted (nothing went out, so
 * 'Enviar a suscriptores' can be pressed again later); one that started keeps what was
 * sent and sets the rest aside, and stays, so the article is never sent twice.
 */
export async function cancelCampaign(
  services: ControlServices,
  campaignId: number,
): Promise<NewsletterCampaignModel | null> {
  const campaign = await lockCampaign(services, campaignId);
  if (campaign.state === 'cancelled') throw badInput(NEWSLETTER_MESSAGES.cannotCancel);
  if (campaign.state === 'waiting') {
    await services.db
      .delete(newsletterCampaigns)
      .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.state, 'waiting')));
    services.logger.info({ campaignId }, 'waiting newsletter campaign cancelled');
    return null;
  }
  const jobIds = await services.db.transaction(async (tx) => {
    const ids = await pendingJobIds(tx, campaignId, campaign.generation);
    await tx
      .update(newsletterCampaigns)
      .set({ state: 'cancelled', sendingUntil: null })
      .where(eq(newsletterCampaigns.id, campaignId));
    await cancelPendingDeliveries(tx, [campaignId]);
    return ids;
  });
  await services.jobs.cancel(NEWSLETTER_QUEUE, jobIds);
  services.logger.info({ campaignId }, 'newsletter campaign cancelled');
  return modelOf(services, campaign.articleId);
}

/** The article went back to Borrador: a send still waiting for it is cancelled. */
export async function cancelWaitingCampaignOf(services: ControlServices, articleId: number): Promise<boolean> {
  const deleted = await executeRows<{ id: number }>(
    services.db,
    sql`DELETE FROM newsletter_campaigns c USING articles a
        WHERE c.article_id = ${articleId} AND c.state = 'waiting' AND a.id = c.article_id AND a.status = 'Borrador'
        RETURNING c.id`,
  );
  if (deleted.length > 0)
    services.logger.info({ articleId }, 'waiting newsletter campaign cancelled: article in Borrador');
  return deleted.length > 0;
}

/** Sends one failed e-mail again (her 'Reintentar'), now, outside the rate's queue. */
export async function retryDelivery(services: ControlServices, deliveryId: number): Promise<NewsletterCampaignModel> {
  const retried = await services.db.transaction(async (tx) => {
    const [row] = await executeRows<{ campaign_id: number; article_id: number; attempts: number; generation: number }>(
      tx,
      sql`WITH reopened AS (
            UPDATE newsletter_deliveries d SET delivery_status = 'pending', next_attempt_at = now()
            FROM newsletter_campaigns c
            WHERE d.id = ${deliveryId} AND d.delivery_status = 'failed'
              AND c.id = d.campaign_id AND c.state IN ('sending', 'paused')
            RETURNING d.campaign_id, d.attempts, c.article_id, c.generation
          )
          UPDATE newsletter_campaigns c SET failed = c.failed - 1
          FROM reopened WHERE c.id = reopened.campaign_id
          RETURNING reopened.campaign_id, reopened.article_id, reopened.attempts, reopened.generation`,
    );
    if (!row) return null;
    await services.jobs.send(
      NEWSLETTER_QUEUE,
      { deliveryId },
      { db: tx, id: deliveryJobId(deliveryId, row.attempts, row.generation) },
    );
    return row;
  });
  if (!retried) throw badInput(NEWSLETTER_MESSAGES.deliveryNotRetriable);
  return modelOf(services, retried.article_id);
}

export interface FailedDeliveryModel {
  id: number;
  email: string;
  attempts: number;
  lastError: string | null;
}

/** The campaign's failed e-mails, for 'Reintentar' (at most 50: failures are few, or the server is down for all). */
export async function failedDeliveries(
  services: Pick<AppServices, 'db'>,
  campaignId: number,
): Promise<FailedDeliveryModel[]> {
  return executeRows<FailedDeliveryModel>(
    services.db,
    sql`SELECT d.id, s.email, d.attempts, d.last_error AS "lastError"
        FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
        WHERE d.campaign_id = ${campaignId} AND d.delivery_status = 'failed'
        ORDER BY d.id LIMIT 50`,
  );
}
