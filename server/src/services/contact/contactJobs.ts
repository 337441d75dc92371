/**
 * The owner's copy of each contact message, sent by the 'contact-mail' job:
 * after her own urgent mail, before any bulk mail (rank 1). The message is
 * stored before the job is queued, in the same transaction, so nothing is
 * lost whether the mail server is up or not; the admin inbox shows how its
 * delivery went.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AnyJobDefinition, AttemptInfo } from '../../jobs/jobQueue';
import type { AppServices } from '../appServices';
import { deliverRow, type MailTable, jobIdFor, MAIL_NOT_CONFIGURED_ERROR, MAIL_RETRY_POLICY } from '../mail';
import { composeContactMail } from './contactMail';

export const CONTACT_MAIL_QUEUE = 'contact-mail';

const CONTACT_TABLE: MailTable = { name: 'contact_messages', scrub: [], expires: false };

const jobId = (id: number, attempts: number) => jobIdFor(`contact_messages:${id}:${attempts}`);

type ContactJobServices = Pick<AppServices, 'db' | 'jobs' | 'mailer' | 'logger'>;

export async function queueContactMail(services: Pick<AppServices, 'jobs'>, db: DbExecutor, messageId: number) {
  await services.jobs.send(CONTACT_MAIL_QUEUE, { messageId }, { db, id: jobId(messageId, 0) });
}

async function deliverContactMail(services: ContactJobServices, messageId: number, attempt: AttemptInfo) {
  const { mailer } = services;
  await deliverRow(services.db, CONTACT_TABLE, messageId, attempt, (row) => {
    if (!mailer.settings) throw new Error(MAIL_NOT_CONFIGURED_ERROR);
    const text = (column: string) => String(row[column] ?? '');
    return mailer.send(
      composeContactMail({ name: text('name'), email: text('email'), message: text('message') }, mailer.settings),
    );
  });
}

/** Messages left pending with no job (a restored database): queued with their next attempt's id. */
async function queueOrphanedMessages(services: ContactJobServices): Promise<number> {
  if (!services.mailer.settings) return 0;
  const rows = await services.db
    .select({ id: contactMessages.id, attempts: contactMessages.attempts })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.deliveryStatus, 'pending'),
        lt(contactMessages.nextAttemptAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(1_000);
  for (const row of rows) {
    await services.jobs.send(CONTACT_MAIL_QUEUE, { messageId: row.id }, { id: jobId(row.id, row.attempts) });
  }
  return rows.length;
}

export function contactJobs(services: ContactJobServices): AnyJobDefinition[] {
  return [
    {
      queue: CONTACT_MAIL_QUEUE,
      rank: 1,
      policy: MAIL_RETRY_POLICY,
      worker: { batchSize: 5, localConcurrency: 1, pollingIntervalSeconds: 2 },
      run: (data: { messageId: number }, attempt) => deliverContactMail(services, data.messageId, attempt),
    },
    {
      queue: 'contact-mail-sweep',
      rank: 8,
      policy: { retryLimit: 0, expireInSeconds: 300 },
      schedule: { cron: '*/5 * * * *' },
      run: async () => {
        const queued = await queueOrphanedMessages(services);
        if (queued > 0) services.logger.info({ queued }, 'contact messages without a job queued');
      },
    },
  ];
}
