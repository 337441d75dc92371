/**
 * The contact e-mail outbox. contact_messages doubles as the queue: a pass
 * claims due rows with FOR UPDATE SKIP LOCKED (so two app instances never
 * claim the same row), sends each one, and records the outcome.
 */
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { contactMessages as c, type ContactMessageRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../types';
import { composeContactMail, createMailTransport, type MailTransport } from './contactMail';
import { mailSettings } from './mailSettings';

export const OUTBOX_POLICY = {
  batchSize: 10,
  maxAttempts: 8,
  /** A row still 'sending' after this long belongs to a process that died mid-send. */
  stuckAfterMinutes: 10,
  baseDelaySeconds: 30,
  maxDelaySeconds: 6 * 60 * 60,
} as const;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Seconds to wait before the next try: 30 s, 1 min, 2 min, … capped at 6 h. */
export function retryDelaySeconds(attempts: number): number {
  const delay = OUTBOX_POLICY.baseDelaySeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, OUTBOX_POLICY.maxDelaySeconds);
}

// While a row is 'sending', next_attempt_at holds the time it was claimed.
const stuck = sql`${c.deliveryStatus} = 'sending' AND ${c.nextAttemptAt} < now() - make_interval(mins => ${OUTBOX_POLICY.stuckAfterMinutes})`;

/** Claims due pending rows and reclaimable stuck ones; the claim itself counts the attempt. */
async function claimDueMessages(db: DbExecutor): Promise<ContactMessageRow[]> {
  const due = db
    .select({ id: c.id })
    .from(c)
    .where(
      or(
        and(eq(c.deliveryStatus, 'pending'), lte(c.nextAttemptAt, sql`now()`)),
        and(stuck, lt(c.attempts, OUTBOX_POLICY.maxAttempts)),
      ),
    )
    .orderBy(asc(c.nextAttemptAt))
    .limit(OUTBOX_POLICY.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(c)
    .set({ deliveryStatus: 'sending', attempts: sql`${c.attempts} + 1`, nextAttemptAt: sql`now()` })
    .where(inArray(c.id, due))
    .returning();
}

/** Stuck rows with no attempts left are given up on rather than left 'sending' forever. */
async function failExhaustedStuckMessages(db: DbExecutor): Promise<void> {
  await db
    .update(c)
    .set({ deliveryStatus: 'failed', lastError: 'interrupted while sending; no attempts left' })
    .where(and(stuck, gte(c.attempts, OUTBOX_POLICY.maxAttempts)));
}

async function recordSuccess(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(c)
    .set({ deliveryStatus: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(c.id, id));
}

async function recordFailure(db: DbExecutor, row: ContactMessageRow, error: unknown): Promise<'retrying' | 'failed'> {
  const exhausted = row.attempts >= OUTBOX_POLICY.maxAttempts;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db
    .update(c)
    .set(
      exhausted
        ? { deliveryStatus: 'failed', lastError }
        : {
            deliveryStatus: 'pending',
            lastError,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
          },
    )
    .where(eq(c.id, row.id));
  return exhausted ? 'failed' : 'retrying';
}

/**
 * Runs one outbox pass. Without mail settings it does nothing (messages were
 * stored as 'not_configured'). Pass `transport` to reuse one connection
 * across passes; otherwise one is made from SMTP_URL for this pass.
 */
export async function deliverPendingMessages(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  transport?: MailTransport,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const settings = mailSettings(services.config);
  if (!settings) return report;
  const { db, logger } = services;
  await failExhaustedStuckMessages(db);
  const claimed = await claimDueMessages(db);
  if (claimed.length === 0) return report;

  const mailer = transport ?? createMailTransport(settings.smtpUrl);
  try {
    for (const row of claimed) {
      try {
        await mailer.sendMail(composeContactMail(row, settings));
        await recordSuccess(db, row.id);
        report.sent += 1;
      } catch (error) {
        const outcome = await recordFailure(db, row, error);
        report[outcome] += 1;
        logger.warn({ err: error, messageId: row.id, attempts: row.attempts, outcome }, 'contact e-mail not sent');
      }
    }
  } finally {
    if (!transport) mailer.close?.();
  }
  return report;
}
