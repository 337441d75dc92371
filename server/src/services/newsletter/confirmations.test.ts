/**
 * The site-wide ceiling on confirmation e-mails, on both databases: strangers
 * subscribing from many addresses get the usual answer, but past the hour's
 * budget their confirmations wait for later hours (jobs run here directly, no
 * waiting), no place is booked more than a day ahead, and the owner hears of
 * it once.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'graphql';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { executeRows } from '../../db/client';
import { newsletterSubscribers, outgoingEmails, throttles } from '../../db/schema';
import { recordingTransport } from '../../../test/recordingTransport';
import { openedBody } from '../../../test/queuedMail';
import { CONFIRMATION_QUEUE } from './confirmations';

const OWNER = 'duena@example.com';
const CONFIRM_SUBJECT = 'Confirma tu suscripción a Crecer en Familia';
const NOTICE_SUBJECT = 'Muchas suscripciones nuevas en poco tiempo';

const document = <TData, TVariables extends Record<string, unknown>>(text: string) =>
  parse(text) as unknown as TypedDocumentNode<TData, TVariables>;
const Subscribe = document<{ subscribeToNewsletter: boolean }, { email: string }>(
  'mutation Subscribe($email: String!) { subscribeToNewsletter(email: $email) }',
);
const Confirm = document<{ confirmNewsletterSubscription: { alreadyConfirmed: boolean } }, { token: string }>(
  'mutation Confirm($token: String!) { confirmNewsletterSubscription(token: $token) { alreadyConfirmed } }',
);
const DeleteSubscriber = document<{ deleteSubscriber: string }, { id: string }>(
  'mutation Delete($id: ID!) { deleteSubscriber(id: $id) }',
);

describe.each(TEST_DATABASES)('the ceiling on confirmation e-mails on %s', (kind) => {
  let app: TestApp;
  let strangers = 0;
  const services = () => app.runtime.services;
  const db = () => services().db;
  /** Each call from a stranger at a new address (10.x.y.z), so no per-visitor or per-address limit applies. */
  const subscribeAsStranger = (email: string) => {
    strangers += 1;
    const n = strangers;
    return app.execute(
      Subscribe,
      { email },
      { visitorId: `stranger-${n}-0000-0000-000000000000`, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    );
  };
  const mails = (subject: string) => db().select().from(outgoingEmails).where(eq(outgoingEmails.subject, subject));
  const waiting = () =>
    executeRows<{ start_after: Date | string; data: { subscriberId: number } }>(
      db(),
      sql`SELECT start_after, data FROM pgboss.job WHERE name = ${CONFIRMATION_QUEUE} AND state = 'created'`,
    );
  const dbNow = async () => {
    const [row] = await executeRows<{ now: Date | string }>(db(), sql`SELECT now() AS now`);
    return new Date(row!.now).getTime();
  };
  const linkIn = (mail: Mail.Options) => /\/newsletter\/confirmar#([A-Za-z0-9_-]+)/.exec(String(mail.text))?.[1] ?? '';

  beforeAll(async () => {
    // NEWSLETTER_CONFIRMATIONS_PER_HOUR is not set: the default ceiling, 100 an hour.
    app = await createTestApp(kind, { seed: false, config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: OWNER } });
  });
  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(outgoingEmails);
    await db().delete(throttles);
    await db().execute(sql`DELETE FROM pgboss.job`);
    services().config.newsletterConfirmationsPerHour = 100;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('150 strangers: 100 confirmations now, 50 in the next hour, the same answer to all, one e-mail to her', async () => {
    expect(services().config.newsletterConfirmationsPerHour).toBe(100);
    const answers = [];
    for (let i = 0; i < 150; i += 1) answers.push(await subscribeAsStranger(`familia${i}@example.com`));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ data: { subscribeToNewsletter: true } })]),
    );
    expect(await db().$count(newsletterSubscribers, eq(newsletterSubscribers.status, 'pendiente'))).toBe(150);

    // 100 queued now, on the bulk queue; 50 wait, spread over the next hour, with nothing composed yet.
    const now = await mails(CONFIRM_SUBJECT);
    expect(now).toHaveLength(100);
    expect(now.every((mail) => !mail.urgent)).toBe(true);
    const later = await waiting();
    expect(later).toHaveLength(50);
    const clock = await dbNow();
    const minutesAhead = later.map((job) => (new Date(job.start_after).getTime() - clock) / 60_000);
    expect(Math.min(...minutesAhead)).toBeGreaterThan(55);
    expect(Math.max(...minutesAhead)).toBeLessThan(120);
    expect(new Set(minutesAhead.map((m) => Math.round(m * 10))).size).toBe(50);
    const withoutMail = await executeRows<{ id: number }>(
      db(),
      sql`SELECT id FROM newsletter_subscribers WHERE confirm_token_hash IS NULL ORDER BY id`,
    );
    expect(later.map((job) => job.data.subscriberId).sort((a, b) => a - b)).toEqual(withoutMail.map((row) => row.id));

    // Her notice: once, urgent, in Spanish.
    const notices = await mails(NOTICE_SUBJECT);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toAddress: OWNER, urgent: true });
    expect(openedBody(app.config, notices[0]!.textBody)).toContain('más de 100 suscripciones');

    // Due now: the 100 and her notice. The others are not due yet.
    const first = recordingTransport();
    await runJobs(services(), first.transport);
    expect(first.mails.filter((mail) => mail.subject === CONFIRM_SUBJECT)).toHaveLength(100);
    expect(first.mails.filter((mail) => mail.to === OWNER)).toHaveLength(1);
    expect(await waiting()).toHaveLength(50);

    // An hour later (fast-forwarded): the other 50, each with its own working link.
    const second = recordingTransport();
    await fastForwardJobs(services());
    await runJobs(services(), second.transport);
    expect(second.mails.every((mail) => mail.subject === CONFIRM_SUBJECT)).toBe(true);
    const everyone = [...first.mails, ...second.mails].filter((mail) => mail.subject === CONFIRM_SUBJECT);
    expect(second.mails).toHaveLength(50);
    expect(new Set(everyone.map((mail) => String(mail.to))).size).toBe(150);
    const late = second.mails[0]!;
    expect((await app.execute(Confirm, { token: linkIn(late) })).data?.confirmNewsletterSubscription).toEqual({
      alreadyConfirmed: false,
    });
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, String(late.to)));
    expect(row?.status).toBe('confirmado');
    expect(await mails(NOTICE_SUBJECT)).toHaveLength(1);
  });

  it('books no place more than a day ahead: a longer flood sends nothing more and delays no one past a day', async () => {
    services().config.newsletterConfirmationsPerHour = 2;
    for (let i = 0; i < 2 + 2 * 24 + 3; i += 1)
      expect((await subscribeAsStranger(`ola${i}@example.com`)).data?.subscribeToNewsletter).toBe(true);
    expect(await mails(CONFIRM_SUBJECT)).toHaveLength(2);
    const later = await waiting();
    expect(later).toHaveLength(48);
    const clock = await dbNow();
    const hoursAhead = later.map((job) => (new Date(job.start_after).getTime() - clock) / 3_600_000);
    expect(Math.max(...hoursAhead)).toBeLessThan(25);
    expect(await mails(NOTICE_SUBJECT)).toHaveLength(1);
  });

  it('sends a waiting confirmation once, and not to an address deleted meanwhile', async () => {
    services().config.newsletterConfirmationsPerHour = 1;
    for (const email of ['primera@example.com', 'borrada@example.com', 'insiste@example.com'])
      await subscribeAsStranger(email);
    // She asks again while hers waits: a second place, later still.
    await subscribeAsStranger('insiste@example.com');
    expect(await waiting()).toHaveLength(3);
    const [deleted] = await db()
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'borrada@example.com'));
    await app.execute(DeleteSubscriber, { id: String(deleted!.id) }, { user: ADMIN_USER });

    const sink = recordingTransport();
    await fastForwardJobs(services());
    await runJobs(services(), sink.transport);
    const confirmations = sink.mails.filter((mail) => mail.subject === CONFIRM_SUBJECT).map((mail) => mail.to);
    expect(confirmations.sort()).toEqual(['insiste@example.com', 'primera@example.com']);
    const insists = sink.mails.find((mail) => mail.to === 'insiste@example.com')!;
    expect((await app.execute(Confirm, { token: linkIn(insists) })).data?.confirmNewsletterSubscription).toEqual({
      alreadyConfirmed: false,
    });
  });
});
