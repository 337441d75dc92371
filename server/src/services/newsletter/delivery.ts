/**
 * Sending a campaign: one 'newsletter-delivery' job per subscriber, each
 * queued at its own moment of the NEWSLETTER_PER_MINUTE rate. The rate is
 * spent when the jobs are queued, not by a lock while sending, so it holds
 * across any number of instances and restarts: a job cannot start before its
 * moment, and a campaign that starts while another is sending queues after
 * it (newsletter_campaigns.sending_until).
 *
 * At most once per subscriber. A delivery goes pending → sending (claimed by
 * the job in one statement, only while its campaign is sending) → sent |
 * failed | cancelled. A job whose process died is handed back by pg-boss
 * within its expiry (30 s) plus one supervision pass (10 s), and resumes on
 * any instance: its row still pending is sent; a row left 'sending' may have
 * reached the subscriber, so it is recorded as failed, never sent twice, and
 * she can send it again by hand ('Reintentar').
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { executeRows, type DbExecutor } from '../../db/client';
import { newsletterCampaigns, newsletterDeliveries } from '../../db/schema';
import type { AnyJobDefinition, AttemptInfo } from '../../jobs/jobQueue';
import type { Config } from '../../config';
import type { AppServices } from '../appServices';
import {
  INTERRUPTED_ERROR,
  jobIdFor,
  MAIL_NOT_CONFIGURED_ERROR,
  MAIL_RETRY_POLICY,
  type MailSettings,
  errorText,
} from '../mail';
import { listId, oneClickUnsubscribeUrl, personalize, unsubscribePageUrl } from './newsletterMail';
import { unsubscribeToken } from './subscriberTokens';

export const NEWSLETTER_QUEUE = 'newsletter-delivery';

export const NEWSLETTER_POLICY = {
  // Retried as any e-mail (mail/retryPolicy.ts): a job handed back after a crash resumes 5 s after its expiry.
  ...MAIL_RETRY_POLICY,
  /** A job active this long belongs to a process that died (the transport gives up well before). */
  expireInSeconds: 30,
} as const;

export interface DeliveryData {
  deliveryId: number;
}

interface ClaimedDelivery {
  id: number;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  subject: string;
  text_body: string;
  html_body: string;
}

type QueueServices = Pick<AppServices, 'jobs' | 'config'>;

export const deliveryJobId = (deliveryId: number, attempts: number, generation: number) =>
  jobIdFor(`newsletter_deliveries:${deliveryId}:${attempts}:${generation}`);

/** Milliseconds between two e-mails at the configured rate. */
export const slotMs = (perMinute: number) => 60_000 / Math.max(1, perMinute);

/**
 * Queues a job for every pending delivery of the campaign (in `db`'s transaction), at
 * the next free moments of the rate, and records when the last one is due. The campaign
 * row is locked first, so two callers queue one after the other.
 */
export async function queueCampaignDeliveries(
  services: QueueServices,
  db: DbExecutor,
  campaignId: number,
): Promise<number> {
  const [campaign] = await executeRows<{ generation: number }>(
    db,
    sql`SELECT generation FROM newsletter_campaigns WHERE id = ${campaignId} FOR UPDATE`,
  );
  if (!campaign) return 0;
  const pending = await db
    .select({ id: newsletterDeliveries.id, attempts: newsletterDeliveries.attempts })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.deliveryStatus, 'pending')))
    .orderBy(asc(newsletterDeliveries.id));
  const [busy] = await executeRows<{ until: Date | string | null }>(
    db,
    sql`SELECT max(sending_until) AS until FROM newsletter_campaigns WHERE state = 'sending' AND id <> ${campaignId}`,
  );
  const start = Math.max(Date.now(), busy?.until ? new Date(busy.until).getTime() : 0);
  const step = slotMs(services.config.newsletterPerMinute);
  await services.jobs.insert<DeliveryData>(
    NEWSLETTER_QUEUE,
    pending.map((row, i) => ({
      data: { deliveryId: row.id },
      id: deliveryJobId(row.id, row.attempts, campaign.generation),
      startAfter: new Date(start + i * step),
    })),
    { db },
  );
  await db
    .update(newsletterCampaigns)
    .set({ sendingUntil: new Date(start + pending.length * step) })
    .where(eq(newsletterCampaigns.id, campaignId));
  return pending.length;
}

/**
 * Sends whose moments have all passed but that still have deliveries pending: their jobs
 * were lost (a database restored from an archive, a send under way when the job system was
 * installed). Their pending deliveries are queued again under the same ids, so a delivery
 * whose job still exists (waiting for a retry) is not queued twice.
 */
export async function requeueStalledCampaigns(services: QueueServices & Pick<AppServices, 'db'>): Promise<number[]> {
  const stalled = await executeRows<{ id: number }>(
    services.db,
    sql`SELECT c.id FROM newsletter_campaigns c
        WHERE c.state = 'sending' AND (c.sending_until IS NULL OR c.sending_until < now() - interval '2 minutes')
          AND EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.campaign_id = c.id AND d.delivery_status = 'pending')
        ORDER BY c.id`,
  );
  for (const { id } of stalled) {
    await services.db.transaction((tx) => queueCampaignDeliveries(services, tx, id));
  }
  return stalled.map((row) => row.id);
}

/** The ids of the queued jobs of the campaign's pending deliveries (to cancel them). */
export async function pendingJobIds(db: DbExecutor, campaignId: number, generation: number): Promise<string[]> {
  const rows = await db
    .select({ id: newsletterDeliveries.id, attempts: newsletterDeliveries.attempts })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.deliveryStatus, 'pending')));
  return rows.map((row) => deliveryJobId(row.id, row.attempts, generation));
}

/** Claims the delivery if it is pending and its campaign is sending; with what the e-mail needs. */
async function claim(db: DbExecutor, deliveryId: number): Promise<ClaimedDelivery | undefined> {
  const [row] = await executeRows<ClaimedDelivery>(
    db,
    sql`WITH claimed AS (
          UPDATE newsletter_deliveries d
          SET delivery_status = 'sending', attempts = d.attempts + 1, next_attempt_at = now()
          FROM newsletter_campaigns c
          WHERE d.id = ${deliveryId} AND d.delivery_status = 'pending'
            AND c.id = d.campaign_id AND c.state = 'sending'
          RETURNING d.id, d.campaign_id, d.subscriber_id
        )
        SELECT claimed.id, claimed.campaign_id, claimed.subscriber_id, s.email, c.subject, c.text_body, c.html_body
        FROM claimed
        JOIN newsletter_subscribers s ON s.id = claimed.subscriber_id
        JOIN newsletter_campaigns c ON c.id = claimed.campaign_id`,
  );
  return row;
}

/** Records the outcome and the campaign's counter in one statement (only for a row being sent). */
function recordOutcome(db: DbExecutor, id: number, outcome: 'sent' | 'failed', lastError: string | null) {
  const counter = outcome === 'sent' ? sql`sent = c.sent + 1` : sql`failed = c.failed + 1`;
  return executeRows(
    db,
    sql`WITH done AS (
          UPDATE newsletter_deliveries
          SET delivery_status = ${outcome}, last_error = ${lastError},
              sent_at = CASE WHEN ${outcome} = 'sent' THEN now() ELSE sent_at END
          WHERE id = ${id} AND delivery_status = 'sending'
          RETURNING campaign_id
        )
        UPDATE newsletter_campaigns c SET ${counter} FROM done WHERE c.id = done.campaign_id RETURNING c.id`,
  );
}

function backToPending(db: DbExecutor, id: number, lastError: string) {
  return db.execute(
    sql`UPDATE newsletter_deliveries SET delivery_status = 'pending', last_error = ${lastError}
        WHERE id = ${id} AND delivery_status = 'sending'`,
  );
}

/**
 * One subscriber's e-mail (text and HTML), with the list's id (RFC 2919) and the
 * one-click unsubscribe headers (RFC 8058). Its
 * unsubscribe token is derived here from APP_SECRET (subscriberTokens.ts): the
 * database holds nothing that unsubscribes anyone.
 */
export function composeDelivery(
  row: ClaimedDelivery,
  settings: MailSettings,
  config: Pick<Config, 'publicUrl' | 'appSecret'>,
): Mail.Options {
  const { publicUrl } = config;
  const token = unsubscribeToken(config.appSecret, row.subscriber_id, row.email);
  return {
    from: settings.from,
    to: row.email,
    subject: row.subject,
    ...personalize({ text: row.text_body, html: row.html_body }, unsubscribePageUrl(publicUrl, token)),
    headers: {
      'List-Id': listId(publicUrl),
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/** The job: sends one delivery at most once. Logs name deliveries and campaigns, never addresses. */
export async function deliverNewsletterEmail(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'mailer'>,
  deliveryId: number,
  attempt: AttemptInfo,
): Promise<DeliveryOutcome> {
  const { db, config, logger, mailer } = services;
  const row = await claim(db, deliveryId);
  if (!row) {
    // Not pending: sent, cancelled, paused, or cut off mid-send by a crash (then recorded, never resent).
    const interrupted = await recordOutcome(db, deliveryId, 'failed', INTERRUPTED_ERROR);
    return interrupted.length > 0 ? 'failed' : 'skipped';
  }
  try {
    if (!mailer.settings) throw new Error(MAIL_NOT_CONFIGURED_ERROR);
    await mailer.send(composeDelivery(row, mailer.settings, config));
  } catch (error) {
    const lastError = errorText(error);
    logger.warn({ error: lastError, deliveryId, campaignId: row.campaign_id }, 'newsletter e-mail not sent');
    if (attempt.isLastAttempt) {
      await recordOutcome(db, deliveryId, 'failed', lastError);
      return 'failed';
    }
    await backToPending(db, deliveryId, lastError);
    throw new Error(lastError);
  }
  await recordOutcome(db, deliveryId, 'sent', null);
  return 'sent';
}

/** Deliveries of these campaigns that are still to go, set aside (the campaign was cancelled). */
export async function cancelPendingDeliveries(db: DbExecutor, campaignIds: number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await db
    .update(newsletterDeliveries)
    .set({ deliveryStatus: 'cancelled' })
    .where(
      and(inArray(newsletterDeliveries.campaignId, campaignIds), eq(newsletterDeliveries.deliveryStatus, 'pending')),
    );
}

export function deliveryJobs(services: Pick<AppServices, 'db' | 'config' | 'logger' | 'mailer'>): AnyJobDefinition {
  // Enough in flight to reach the rate (up to 1,000 a minute on one instance, bench section "send rate").
  const concurrency = Math.min(8, Math.max(1, Math.ceil(services.config.newsletterPerMinute / 150)));
  return {
    queue: NEWSLETTER_QUEUE,
    rank: 4,
    policy: NEWSLETTER_POLICY,
    worker: { batchSize: concurrency, localConcurrency: concurrency, pollingIntervalSeconds: 1 },
    run: async (data: DeliveryData, attempt) => void (await deliverNewsletterEmail(services, data.deliveryId, attempt)),
  };
}
