/**
 * E-mails the site sends to someone (a reset link, a sign-in alert, a
 * newsletter confirmation, her own test): stored in outgoing_emails with
 * their bodies sealed (sealedBodies.ts), then sent by a job queued in the same
 * transaction. Urgent mail and bulk mail go through
 * separate queues with their own workers, so a flood of confirmations never
 * delays a reset link: the urgent queue is run first and never waits behind
 * the bulk one.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { outgoingEmails } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AnyJobDefinition } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { deliverRow, type MailTable } from './deliverRow';
import { jobIdFor } from './jobIds';
import type { Mailer } from './mailer';
import { MAIL_RETRY_POLICY } from './retryPolicy';
import { mailBodyKey, openBody, sealBody } from './sealedBodies';

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Not sent after this moment (the link it carries has stopped working). */
  expiresAt?: Date;
}

export const MAIL_QUEUES = { urgent: 'mail-urgent', bulk: 'mail-bulk' } as const;

export type MailUrgency = keyof typeof MAIL_QUEUES;

export const OUTGOING_TABLE: MailTable = { name: 'outgoing_emails', scrub: ['text_body', 'html_body'], expires: true };

type QueueingServices = Pick<AppServices, 'jobs' | 'mailer' | 'config'>;

const jobId = (id: number, attempts: number) => jobIdFor(`outgoing_emails:${id}:${attempts}`);

/** Stores the e-mail and queues its job in `db`'s transaction; without e-mail set up it waits for the sweep. */
export async function queueEmail(
  services: QueueingServices,
  db: DbExecutor,
  email: QueuedEmail,
  urgency: MailUrgency = 'urgent',
): Promise<void> {
  const key = mailBodyKey(services.config.appSecret);
  const [row] = await db
    .insert(outgoingEmails)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: sealBody(key, email.text),
      htmlBody: sealBody(key, email.html),
      expiresAt: email.expiresAt ?? null,
      urgent: urgency === 'urgent',
    })
    .returning({ id: outgoingEmails.id });
  if (row && services.mailer.settings) {
    await services.jobs.send(MAIL_QUEUES[urgency], { emailId: row.id }, { db, id: jobId(row.id, 0) });
  }
}

async function deliverOutgoing(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  emailId: number,
  attempt: Parameters<AnyJobDefinition['run']>[1],
) {
  const { mailer } = services;
  const key = mailBodyKey(services.config.appSecret);
  await deliverRow(services.db, OUTGOING_TABLE, emailId, attempt, async (row) =>
    mailer.send({
      from: mailer.settings?.from,
      to: String(row.to_address),
      subject: String(row.subject),
      text: openBody(key, String(row.text_body)),
      html: openBody(key, String(row.html_body)),
    }),
  );
}

/**
 * Rows left pending with no job: written while e-mail was not set up, or in a
 * database restored from an archive. Queued with the id their next attempt
 * would have, so a row whose job exists is never queued twice.
 */
export async function queueOrphanedEmails(services: Pick<AppServices, 'db' | 'jobs' | 'mailer'>): Promise<number> {
  if (!services.mailer.settings) return 0;
  const rows = await services.db
    .select({ id: outgoingEmails.id, attempts: outgoingEmails.attempts, urgent: outgoingEmails.urgent })
    .from(outgoingEmails)
    .where(
      and(
        eq(outgoingEmails.deliveryStatus, 'pending'),
        lt(outgoingEmails.nextAttemptAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(1_000);
  for (const row of rows) {
    const queue = row.urgent ? MAIL_QUEUES.urgent : MAIL_QUEUES.bulk;
    await services.jobs.send(queue, { emailId: row.id }, { id: jobId(row.id, row.attempts) });
  }
  return rows.length;
}

export function outgoingEmailJobs(
  services: Pick<AppServices, 'db' | 'jobs' | 'logger' | 'config'> & { mailer: Mailer },
): AnyJobDefinition[] {
  const run = async (data: { emailId: number }, attempt: Parameters<AnyJobDefinition['run']>[1]) =>
    deliverOutgoing(services, data.emailId, attempt);
  return [
    {
      queue: MAIL_QUEUES.urgent,
      rank: 0,
      policy: MAIL_RETRY_POLICY,
      worker: { batchSize: 5, localConcurrency: 2, pollingIntervalSeconds: 1 },
      run,
    },
    {
      queue: MAIL_QUEUES.bulk,
      rank: 3,
      policy: MAIL_RETRY_POLICY,
      worker: { batchSize: 10, localConcurrency: 1, pollingIntervalSeconds: 5 },
      run,
    },
    {
      queue: 'mail-sweep',
      rank: 8,
      policy: { retryLimit: 0, expireInSeconds: 300 },
      schedule: { cron: '*/5 * * * *' },
      run: async () => {
        const queued = await queueOrphanedEmails(services);
        if (queued > 0) services.logger.info({ queued }, 'e-mails without a job queued');
      },
    },
  ];
}
