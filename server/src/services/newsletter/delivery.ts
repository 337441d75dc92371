/**
 * Sending a campaign's deliveries: the newsletter's queue in the outbox pass
 * (mail/outbox.ts), throttled to NEWSLETTER_PER_MINUTE across every instance.
 *
 * At most once per subscriber. A delivery goes pending → claimed (reserved
 * by a pass) → sending (handed to SMTP) → sent. A process that dies leaves
 * rows behind, and what happens to them depends on which state they are in:
 * - 'claimed' rows were never handed to SMTP: they go back to pending and
 *   are sent by a later pass;
 * - a 'sending' row may or may not have reached the subscriber: it is
 *   recorded as failed, never sent again.
 * So a crash mid-send costs at most the one e-mail in flight per process,
 * and never a duplicate.
 * The unique (campaign, subscriber) pair means no second delivery can exist.
 */
import { sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { executeRows, type DbExecutor } from '../../db/client';
import type { AppServices } from '../types';
import type { MailSettings } from '../mail/mailSettings';
import type { MailTransport } from '../mail/transport';
import { errorText } from '../mail/withoutAddresses';
import { oneClickUnsubscribeUrl, personalize, unsubscribePageUrl } from './newsletterMail';

export const NEWSLETTER_POLICY = {
  maxAttempts: 8,
  /** A row still 'claimed' or 'sending' after this long belongs to a process that died. */
  stuckAfterMinutes: 10,
  baseDelaySeconds: 60,
  maxDelaySeconds: 6 * 60 * 60,
} as const;

/** Advisory lock key that makes claiming one instance at a time, so the rate holds across instances. */
const CLAIM_LOCK = 7_261_901;

export interface NewsletterReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** How many a pass may send: what the last minute's sends and the rows in flight leave of the rate, per pass. */
export function passAllowance(perMinute: number, passIntervalMs: number): number {
  return Math.max(1, Math.ceil((perMinute * passIntervalMs) / 60_000));
}

interface ClaimedDelivery {
  id: number;
  campaign_id: number;
  attempts: number;
  email: string;
  token: string;
  subject: string;
  text_body: string;
  html_body: string;
}

/** Interrupted rows: never-sent claims go back to the queue; an interrupted send is not repeated. */
async function recoverInterrupted(db: DbExecutor): Promise<void> {
  const stuck = sql`next_attempt_at < now() - make_interval(mins => ${NEWSLETTER_POLICY.stuckAfterMinutes})`;
  await db.execute(
    sql`UPDATE newsletter_deliveries SET delivery_status = 'pending', next_attempt_at = now()
        WHERE delivery_status = 'claimed' AND ${stuck}`,
  );
  await db.execute(sql`
    WITH given_up AS (
      UPDATE newsletter_deliveries
      SET delivery_status = 'failed', last_error = 'interrupted while sending; not sent again, to never send twice'
      WHERE delivery_status = 'sending' AND ${stuck}
      RETURNING campaign_id
    )
    UPDATE newsletter_campaigns c SET failed = c.failed + g.n
    FROM (SELECT campaign_id, count(*)::int AS n FROM given_up GROUP BY campaign_id) g
    WHERE c.id = g.campaign_id`);
}

/**
 * Reserves the due deliveries this pass may send, with their address, link
 * token and campaign e-mail. One instance claims at a time (an advisory lock
 * for the transaction), so two instances never both spend the same minute's
 * allowance; SKIP LOCKED keeps a claim from waiting on rows being recorded.
 */
async function claimDue(db: DbExecutor, perMinute: number, allowance: number): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`);
    return executeRows<ClaimedDelivery>(
      tx,
      sql`WITH spent AS (
            SELECT count(*)::int AS n FROM newsletter_deliveries
            WHERE delivery_status IN ('claimed', 'sending')
               OR (delivery_status = 'sent' AND sent_at > now() - interval '1 minute')
          ),
          claimed AS (
            UPDATE newsletter_deliveries SET delivery_status = 'claimed', attempts = attempts + 1, next_attempt_at = now()
            WHERE id IN (
              SELECT id FROM newsletter_deliveries
              WHERE delivery_status = 'pending' AND next_attempt_at <= now()
              ORDER BY next_attempt_at, id
              LIMIT LEAST(${allowance}, GREATEST(0, ${perMinute} - (SELECT n FROM spent)))
              FOR UPDATE SKIP LOCKED
            )
            RETURNING id, campaign_id, subscriber_id, attempts
          )
          SELECT claimed.id, claimed.campaign_id, claimed.attempts, s.email, s.token,
                 c.subject, c.text_body, c.html_body
          FROM claimed
          JOIN newsletter_subscribers s ON s.id = claimed.subscriber_id
          JOIN newsletter_campaigns c ON c.id = claimed.campaign_id
          ORDER BY claimed.id`,
    );
  });
}

/** Marks a claimed row as handed to SMTP; false when it is gone (the subscriber left meanwhile). */
async function markSending(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await executeRows(
    db,
    sql`UPDATE newsletter_deliveries SET delivery_status = 'sending', next_attempt_at = now()
        WHERE id = ${id} AND delivery_status = 'claimed' RETURNING id`,
  );
  return rows.length > 0;
}

/** Records the outcome and the campaign's counter in one statement. */
function recordOutcome(db: DbExecutor, id: number, outcome: 'sent' | 'failed', lastError: string | null) {
  const counter = outcome === 'sent' ? sql`sent = c.sent + 1` : sql`failed = c.failed + 1`;
  return db.execute(sql`
    WITH done AS (
      UPDATE newsletter_deliveries
      SET delivery_status = ${outcome}, last_error = ${lastError},
          sent_at = CASE WHEN ${outcome} = 'sent' THEN now() ELSE sent_at END
      WHERE id = ${id} AND delivery_status = 'sending'
      RETURNING campaign_id
    )
    UPDATE newsletter_campaigns c SET ${counter} FROM done WHERE c.id = done.campaign_id`);
}

function retryLater(db: DbExecutor, id: number, lastError: string, attempts: number) {
  const delay = Math.min(
    NEWSLETTER_POLICY.baseDelaySeconds * 2 ** Math.max(0, attempts - 1),
    NEWSLETTER_POLICY.maxDelaySeconds,
  );
  return db.execute(
    sql`UPDATE newsletter_deliveries SET delivery_status = 'pending', last_error = ${lastError},
        next_attempt_at = now() + make_interval(secs => ${delay}) WHERE id = ${id} AND delivery_status = 'sending'`,
  );
}

/** One subscriber's e-mail, with the one-click unsubscribe headers (RFC 8058). */
export function composeDelivery(row: ClaimedDelivery, settings: MailSettings, publicUrl: string): Mail.Options {
  return {
    from: settings.from,
    to: row.email,
    subject: row.subject,
    ...personalize({ text: row.text_body, html: row.html_body }, unsubscribePageUrl(publicUrl, row.token)),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, row.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sends what the rate allows this pass. Logs name deliveries and campaigns, never addresses. */
export async function drainNewsletter(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  settings: MailSettings,
  mailer: () => MailTransport,
  passIntervalMs: number,
): Promise<NewsletterReport> {
  const { db, config, logger } = services;
  const report: NewsletterReport = { sent: 0, retrying: 0, failed: 0 };
  await recoverInterrupted(db);
  const perMinute = config.newsletterPerMinute;
  const claimed = await claimDue(db, perMinute, passAllowance(perMinute, passIntervalMs));
  for (const row of claimed) {
    if (!(await markSending(db, row.id))) continue;
    try {
      await mailer().sendMail(composeDelivery(row, settings, config.publicUrl));
      await recordOutcome(db, row.id, 'sent', null);
      report.sent += 1;
    } catch (error) {
      const lastError = errorText(error);
      if (row.attempts >= NEWSLETTER_POLICY.maxAttempts) {
        await recordOutcome(db, row.id, 'failed', lastError);
        report.failed += 1;
      } else {
        await retryLater(db, row.id, lastError, row.attempts);
        report.retrying += 1;
      }
      logger.warn({ error: lastError, deliveryId: row.id, campaignId: row.campaign_id }, 'newsletter e-mail not sent');
    }
  }
  return report;
}
