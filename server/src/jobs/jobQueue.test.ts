/**
 * The job system's promises, on both databases: her urgent mail goes before a
 * flood of bulk mail, a scheduled job that fails is recorded, shown and
 * reported to her once, and never ends the process.
 */
import { eq } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { graphql } from '../../test/gql';
import { ADMIN_USER, createTestApp, type TestApp } from '../../test/harness';
import { runJobs } from '../../test/jobs';
import { jobRuns, outgoingEmails } from '../db/schema';
import { submitContactMessage } from '../services/contact';
import { queueEmail } from '../services/mail';
import { scheduledJobs } from './jobStatus';

const ScheduledJobsQuery = graphql(`
  query TestScheduledJobs {
    scheduledJobs {
      name
      label
      lastStatus
      lastError
      lastSummary
      failuresInRow
      nextRunAt
    }
  }
`);

describe.each(TEST_DATABASES)('job system on %s', (kind) => {
  let app: TestApp;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      seed: false,
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'duena@example.com' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends a reset link before 200 queued confirmations', async () => {
    const mail = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });
    for (let i = 0; i < 200; i += 1) {
      await queueEmail(services(), services().db, mail(`familia${i}@example.com`, 'Confirma tu suscripción'), 'bulk');
    }
    await queueEmail(services(), services().db, mail('duena@example.com', 'Restablecer tu contraseña'));
    const sent: Mail.Options[] = [];
    const report = await runJobs(services(), { sendMail: async (m) => void sent.push(m) });
    expect(report.sent).toBe(201);
    expect(sent[0]).toMatchObject({ to: 'duena@example.com', subject: 'Restablecer tu contraseña' });
  });

  it('sends a contact message after her reset link and before 100 queued confirmations', async () => {
    await services().db.delete(outgoingEmails);
    const mail = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });
    for (let i = 0; i < 100; i += 1) {
      await queueEmail(services(), services().db, mail(`familia${i}@example.com`, 'Confirma tu suscripción'), 'bulk');
    }
    await submitContactMessage(services(), {
      name: 'Una familia',
      email: 'familia@example.com',
      message: 'Hola, quisiera pedir una consulta para mi hijo.',
      visitor: 'visitante-prioridad',
      ip: '203.0.113.50',
    });
    await queueEmail(services(), services().db, mail('duena@example.com', 'Restablecer tu contraseña'));
    const sent: Mail.Options[] = [];
    const report = await runJobs(services(), { sendMail: async (m) => void sent.push(m) });
    expect(report.sent).toBeGreaterThanOrEqual(102);
    const subjects = sent.map((m) => String(m.subject));
    expect(subjects[0]).toBe('Restablecer tu contraseña');
    // The contact message (to CONTACT_TO) is second: before every bulk confirmation.
    expect(sent[1]).toMatchObject({ to: 'duena@example.com' });
    expect(subjects[1]).not.toBe('Confirma tu suscripción');
    expect(subjects.slice(2).every((subject) => subject === 'Confirma tu suscripción')).toBe(true);
  });

  it("the server's workers send a reset link while 200 confirmations are still queued", async () => {
    await services().db.delete(outgoingEmails);
    const mail = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });
    const sent: string[] = [];
    // A mail server that takes 20 ms a message: the 200 confirmations need 4 s or more.
    services().mailer.useTransport({
      sendMail: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(String(m.subject));
      },
    });
    for (let i = 0; i < 200; i += 1) {
      await queueEmail(services(), services().db, mail(`familia${i}@example.com`, 'Confirma tu suscripción'), 'bulk');
    }
    await services().jobs.startWorkers();
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await queueEmail(services(), services().db, mail('duena@example.com', 'Restablecer tu contraseña'));
    const queuedAfter = sent.length;
    await expect.poll(() => sent.includes('Restablecer tu contraseña'), { timeout: 30_000 }).toBe(true);
    // It went out while the bulk queue was still draining, not behind it.
    const position = sent.indexOf('Restablecer tu contraseña');
    expect(position - queuedAfter).toBeLessThan(100);
    expect(sent.length).toBeLessThan(201);
  });

  it('records a failing scheduled job, shows it and e-mails her once, and keeps running', async () => {
    let fail = true;
    await services().jobs.define({
      queue: 'test-flaky',
      rank: 9,
      policy: { retryLimit: 0 },
      schedule: { cron: '0 3 * * *' },
      run: async () => {
        if (fail) throw new Error('ENOSPC: no space left on device');
      },
    });
    await services().db.delete(outgoingEmails);
    expect(await services().jobs.runScheduled('test-flaky')).toEqual({
      status: 'failed',
      error: 'ENOSPC: no space left on device',
    });
    await services().jobs.runScheduled('test-flaky');
    const shown = (await scheduledJobs(services())).find((job) => job.name === 'test-flaky');
    expect(shown).toMatchObject({
      lastStatus: 'failed',
      failuresInRow: 2,
      lastError: 'ENOSPC: no space left on device',
    });
    expect(shown?.nextRunAt?.getUTCHours()).toBe(3);
    const alerts = await services().db.select().from(outgoingEmails);
    expect(alerts.map((row) => row.subject)).toEqual(['Aviso: falló la tarea «test-flaky»']);
    fail = false;
    expect(await services().jobs.runScheduled('test-flaky')).toEqual({ status: 'succeeded' });
    const [row] = await services().db.select().from(jobRuns).where(eq(jobRuns.name, 'test-flaky'));
    expect(row).toMatchObject({ status: 'succeeded', failuresInRow: 0, error: null });
    // What the dashboard reads, through the API.
    const result = await app.execute(ScheduledJobsQuery, {}, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    expect(result.data?.scheduledJobs).toContainEqual(
      expect.objectContaining({ name: 'test-flaky', lastStatus: 'SUCCEEDED', failuresInRow: 0 }),
    );
    expect(result.data?.scheduledJobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['scheduled-backup', 'publish-scheduled', 'housekeeping']),
    );
  });

  it('keeps what a run has to tell her until the next run, and nothing of it after a failure', async () => {
    let outcome: () => string | undefined = () => 'Preparó 2 imágenes.';
    await services().jobs.define({
      queue: 'test-telling',
      rank: 9,
      policy: { retryLimit: 0 },
      schedule: { cron: '0 4 * * *' },
      run: async () => outcome(),
    });
    const summaryShown = async () => {
      const result = await app.execute(ScheduledJobsQuery, {}, { user: ADMIN_USER });
      expect(result.errors).toBeUndefined();
      return result.data?.scheduledJobs.find((job) => job.name === 'test-telling')?.lastSummary;
    };

    expect(await services().jobs.runScheduled('test-telling')).toEqual({
      status: 'succeeded',
      summary: 'Preparó 2 imágenes.',
    });
    expect(await summaryShown()).toBe('Preparó 2 imágenes.');
    outcome = () => {
      throw new Error('EACCES: permission denied');
    };
    await services().jobs.runScheduled('test-telling');
    expect(await summaryShown()).toBeNull();
    outcome = () => 'Preparó 1 imagen.';
    await services().jobs.runScheduled('test-telling');
    outcome = () => undefined;
    expect(await services().jobs.runScheduled('test-telling')).toEqual({ status: 'succeeded' });
    expect(await summaryShown()).toBeNull();
  });
  it("queues a job sent inside the caller's transaction exactly when that transaction commits", async () => {
    const ran: number[] = [];
    await services().jobs.define({
      queue: 'test-in-transaction',
      rank: 9,
      policy: { retryLimit: 0 },
      run: async (data: { n: number }) => {
        ran.push(data.n);
      },
    });
    const { db, jobs } = services();
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('test-in-transaction', { n: 1 }, { db: tx });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await db.transaction(async (tx) => {
      await jobs.send('test-in-transaction', { n: 2 }, { db: tx });
    });
    expect(await jobs.runDueJobs(['test-in-transaction'])).toEqual({ completed: 1, failed: 0 });
    expect(ran).toEqual([2]);
  });
});
