/**
 * The e-mail outbox. Two tables are queues with the same delivery columns:
 * contact_messages (mail to the owner; the admin inbox shows each one's
 * delivery) and outgoing_emails (mail the site sends to someone, e.g. a
 * password-reset link). A pass claims due rows of each with FOR UPDATE SKIP
 * LOCKED (so two app instances never claim the same row), sends each one and
 * records the outcome; a failure is retried with a growing delay.
 *
 * The statements are raw SQL over a table name because both tables share the
 * delivery columns but not a Drizzle type.
 */
import { sql, type SQL } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { executeRows } from '../../db/client';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../types';
import { composeContactMail } from '../contact/contactMail';
import { mailSettings, type MailSettings } from './mailSettings';
import { createMailTransport, type MailTransport } from './transport';
import { errorText } from './withoutAddresses';
import { drainNewsletter, type NewsletterReport } from '../newsletter/delivery';

export const OUTBOX_POLICY = {
  batchSize: 10,
  maxAttempts: 8,
  /** A row still 'sending' after this long belongs to a process that died mid-send. */
  stuckAfterMinutes: 10,
  baseDelaySeconds: 30,
  maxDelaySeconds: 6 * 60 * 60,
} as const;

/** How often the outbox passes (outboxWorker.ts); the newsletter's per-pass allowance follows from it. */
export const OUTBOX_INTERVAL_MS = 15_000;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** The newsletter's deliveries, counted apart (they are many, and throttled). */
  newsletter: NewsletterReport;
}

/** Seconds to wait before the next try: 30 s, 1 min, 2 min, … capped at 6 h. */
export function retryDelaySeconds(attempts: number): number {
  const delay = OUTBOX_POLICY.baseDelaySeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, OUTBOX_POLICY.maxDelaySeconds);
}

/** A claimed row as the database returns it (snake_case columns). */
type QueuedRow = { id: number; attempts: number } & Record<string, unknown>;

interface OutboxQueue {
  table: 'contact_messages' | 'outgoing_emails';
  /** How the logs name one row. */
  label: string;
  compose(row: QueuedRow, settings: MailSettings): Mail.Options;
  /** Columns that may hold a credential: blanked once the row is sent or given up. */
  scrub: readonly string[];
  /** Whether rows carry expires_at, after which they are given up unsent (a reset link that no longer works). */
  expires: boolean;
}

const text = (row: QueuedRow, column: string) => String(row[column] ?? '');

export const OUTBOX_QUEUES: readonly OutboxQueue[] = [
  {
    table: 'contact_messages',
    label: 'contact e-mail',
    compose: (row, settings) =>
      composeContactMail(
        { name: text(row, 'name'), email: text(row, 'email'), message: text(row, 'message') },
        settings,
      ),
    scrub: [],
    expires: false,
  },
  {
    table: 'outgoing_emails',
    label: 'outgoing e-mail',
    compose: (row, settings) => ({
      from: settings.from,
      to: text(row, 'to_address'),
      subject: text(row, 'subject'),
      text: text(row, 'text_body'),
      html: text(row, 'html_body'),
    }),
    scrub: ['text_body', 'html_body'],
    expires: true,
  },
];

/** The statements of one queue. While a row is 'sending', next_attempt_at holds the time it was claimed. */
function queueStatements(queue: OutboxQueue) {
  const table = sql.identifier(queue.table);
  const stuck = sql`delivery_status = 'sending' AND next_attempt_at < now() - make_interval(mins => ${OUTBOX_POLICY.stuckAfterMinutes})`;
  const scrub = sql.join(
    queue.scrub.map((column) => sql`, ${sql.identifier(column)} = ''`),
    sql``,
  );
  const update = (set: SQL, where: SQL) => sql`UPDATE ${table} SET ${set}${scrub} WHERE ${where}`;
  return {
    /** Stuck rows with no attempts left are given up on rather than left 'sending' forever. */
    failExhaustedStuck: update(
      sql`delivery_status = 'failed', last_error = 'interrupted while sending; no attempts left'`,
      sql`${stuck} AND attempts >= ${OUTBOX_POLICY.maxAttempts}`,
    ),
    expire: queue.expires
      ? update(
          sql`delivery_status = 'failed', last_error = 'expired before it could be sent'`,
          sql`(delivery_status = 'pending' OR ${stuck}) AND expires_at <= now()`,
        )
      : null,
    /** Claims due pending rows and reclaimable stuck ones; the claim itself counts the attempt. */
    claim: sql`UPDATE ${table} SET delivery_status = 'sending', attempts = attempts + 1, next_attempt_at = now()
      WHERE id IN (
        SELECT id FROM ${table}
        WHERE (delivery_status = 'pending' AND next_attempt_at <= now())
           OR (${stuck} AND attempts < ${OUTBOX_POLICY.maxAttempts})
        ORDER BY next_attempt_at
        LIMIT ${OUTBOX_POLICY.batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`,
    success: (id: number) => update(sql`delivery_status = 'sent', sent_at = now(), last_error = NULL`, sql`id = ${id}`),
    retry: (id: number, lastError: string, delaySeconds: number) =>
      sql`UPDATE ${table} SET delivery_status = 'pending', last_error = ${lastError},
        next_attempt_at = now() + make_interval(secs => ${delaySeconds}) WHERE id = ${id}`,
    giveUp: (id: number, lastError: string) =>
      update(sql`delivery_status = 'failed', last_error = ${lastError}`, sql`id = ${id}`),
  };
}

async function drainQueue(
  queue: OutboxQueue,
  services: Pick<AppServices, 'db' | 'logger'>,
  settings: MailSettings,
  mailer: () => MailTransport,
  report: DeliveryReport,
): Promise<void> {
  const { db, logger } = services;
  const statements = queueStatements(queue);
  await db.execute(statements.failExhaustedStuck);
  if (statements.expire) await db.execute(statements.expire);
  const claimed = await executeRows<QueuedRow>(db, statements.claim);
  for (const row of claimed) {
    try {
      await mailer().sendMail(queue.compose(row, settings));
      await db.execute(statements.success(row.id));
      report.sent += 1;
    } catch (error) {
      const outcome = await recordFailure(db, statements, row, error);
      report[outcome] += 1;
      // The error's text, not the error: its fields (rejected recipients, the SMTP response) name addresses.
      logger.warn(
        { error: errorText(error), messageId: row.id, attempts: row.attempts, outcome },
        `${queue.label} not sent`,
      );
    }
  }
}

async function recordFailure(
  db: DbExecutor,
  statements: ReturnType<typeof queueStatements>,
  row: QueuedRow,
  error: unknown,
): Promise<'retrying' | 'failed'> {
  const lastError = errorText(error);
  if (row.attempts >= OUTBOX_POLICY.maxAttempts) {
    await db.execute(statements.giveUp(row.id, lastError));
    return 'failed';
  }
  await db.execute(statements.retry(row.id, lastError, retryDelaySeconds(row.attempts)));
  return 'retrying';
}

/**
 * Runs one outbox pass over every queue, the newsletter's last. Without mail settings it does
 * nothing (contact messages were stored as 'not_configured'). Pass
 * `transport` to reuse one connection across passes; otherwise one is made
 * from SMTP_URL when the pass has something to send.
 */
export async function deliverPendingMessages(
  services: Pick<AppServices, 'db' | 'config' | 'logger'>,
  transport?: MailTransport,
  passIntervalMs = OUTBOX_INTERVAL_MS,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, newsletter: { sent: 0, retrying: 0, failed: 0 } };
  const settings = mailSettings(services.config);
  if (!settings) return report;
  let ownTransport: MailTransport | null = null;
  const mailer = () => transport ?? (ownTransport ??= createMailTransport(settings.smtpUrl));
  try {
    for (const queue of OUTBOX_QUEUES) await drainQueue(queue, services, settings, mailer, report);
    // Last: a confirmation or a reset link should not wait behind a campaign.
    report.newsletter = await drainNewsletter(services, settings, mailer, passIntervalMs);
  } finally {
    (ownTransport as MailTransport | null)?.close?.();
  }
  return report;
}
