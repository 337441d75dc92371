/**
 * Running background jobs in tests: everything due now, in this call, with no
 * timer and no real-time wait (services.jobs.runDueJobs), and what the run did
 * to the e-mail rows, counted from the tables themselves.
 */
import { sql } from 'drizzle-orm';
import { executeRows } from '../src/db/client';
import { retryActiveJobs } from '../src/jobs/jobQueue';
import type { AppServices } from '../src/services/appServices';
import type { MailTransport } from '../src/services/mail';

export interface MailRunReport {
  /** Rows that reached 'sent' in this run. */
  sent: number;
  /** Attempts refused and left for a retry. */
  retrying: number;
  /** Rows given up in this run. */
  failed: number;
}

async function mailCounts(services: Pick<AppServices, 'db'>) {
  const [row] = await executeRows<{ sent: number; failed: number }>(
    services.db,
    sql`SELECT
          (SELECT count(*) FROM outgoing_emails WHERE delivery_status = 'sent')
        + (SELECT count(*) FROM contact_messages WHERE delivery_status = 'sent')
        + (SELECT count(*) FROM newsletter_deliveries WHERE delivery_status = 'sent') AS sent,
          (SELECT count(*) FROM outgoing_emails WHERE delivery_status = 'failed')
        + (SELECT count(*) FROM contact_messages WHERE delivery_status = 'failed')
        + (SELECT count(*) FROM newsletter_deliveries WHERE delivery_status = 'failed') AS failed`,
  );
  return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Runs every due job (through `transport` when given) and reports what happened to e-mails. */
export async function runJobs(
  services: Pick<AppServices, 'db' | 'jobs' | 'mailer'>,
  transport?: MailTransport,
): Promise<MailRunReport> {
  if (transport) services.mailer.useTransport(transport);
  const before = await mailCounts(services);
  const report = await services.jobs.runDueJobs();
  const after = await mailCounts(services);
  return { sent: after.sent - before.sent, failed: after.failed - before.failed, retrying: report.failed };
}

/**
 * Makes every job waiting for a retry due now, and hands back every job left active
 * (as a process killed mid-run leaves them) as pg-boss's supervisor does once they
 * expire: the test's stand-in for waiting out delays, without waiting.
 */
export async function fastForwardJobs(services: Pick<AppServices, 'db'>): Promise<void> {
  await retryActiveJobs(services.db);
  await services.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE state IN ('retry', 'created')`);
}
