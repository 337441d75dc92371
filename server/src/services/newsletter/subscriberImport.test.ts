/**
 * 'Importar CSV' on both databases: only the admin; the owner's messages for
 * a bad file; with consent the new addresses are confirmed on the file's date
 * and nobody is e-mailed; without it they are pending and their confirmations
 * go through the hourly ceiling (the rest later, none past the import's
 * horizon, which leaves the subscribe box room); every skipped line with its
 * reason; batches, not a query per line.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIBER_IMPORT_MESSAGES } from '@crecer/domain/subscriberImportRules';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { fileUpload, MB } from '../../../test/factories';
import { ADMIN_USER, createTestApp, EDITOR_USER, errorCode, type TestApp } from '../../../test/harness';
import { executeRows } from '../../db/client';
import { newsletterSubscribers, newsletterUnsubscribed, outgoingEmails, throttles } from '../../db/schema';
import { CONFIRMATION_QUEUE } from './confirmations';
import { WELCOME_QUEUE } from './welcome';
import { deleteSubscriber, unsubscribe } from './subscriptions';
import { unsubscribeToken } from './subscriberTokens';

const OWNER = 'duena@example.com';

const ImportSubscribers = graphql(`
  mutation ImportSubscribersTest($file: Upload!, $consented: Boolean!) {
    importSubscribers(file: $file, consented: $consented) {
      added
      confirmationsLater
      skipped
      skippedByReason {
        reason
        count
      }
      skippedLines {
        line
        value
        reason
      }
    }
  }
`);

const csvFile = (text: string) => fileUpload(Buffer.from(text), 'suscriptores.csv', 'text/csv');

describe.each(TEST_DATABASES)('importing subscribers from a CSV on %s', (kind) => {
  let app: TestApp;
  const services = () => app.runtime.services;
  const db = () => services().db;
  const importCsv = (text: string, consented: boolean, user = ADMIN_USER) =>
    app.execute(ImportSubscribers, { file: csvFile(text), consented }, { user });
  const statusOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const jobsIn = async (queue: string) =>
    executeRows<{ data: { subscriberId: number } }>(
      db(),
      sql`SELECT data FROM pgboss.job WHERE name = ${queue} AND state = 'created'`,
    );

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false, config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: OWNER } });
  });
  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(newsletterUnsubscribed);
    await db().delete(outgoingEmails);
    await db().delete(throttles);
    await db().execute(sql`DELETE FROM pgboss.job`);
    services().config.newsletterConfirmationsPerHour = 100;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is for the admin only, and tells her what is wrong with a file', async () => {
    expect(errorCode(await importCsv('email\nana@example.com\n', true, null as never))).toBe('UNAUTHENTICATED');
    expect(errorCode(await importCsv('email\nana@example.com\n', true, EDITOR_USER))).toBe('FORBIDDEN');
    const cases = [
      ['nombre,telefono\nAna,123\n', SUBSCRIBER_IMPORT_MESSAGES.noEmailColumn],
      ['email\n', SUBSCRIBER_IMPORT_MESSAGES.empty],
      [`email\n${'a'.repeat(5 * MB)}\n`, SUBSCRIBER_IMPORT_MESSAGES.tooBig],
      ['%PDF-1.7\n\u0000\u0000', SUBSCRIBER_IMPORT_MESSAGES.notCsv],
    ] as const;
    for (const [text, message] of cases) {
      const refused = await importCsv(text, true);
      expect(errorCode(refused), message).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'file', message }]);
    }
    expect(await db().$count(newsletterSubscribers)).toBe(0);
  });

  it('with consent: new addresses confirmed on their date; the rest skipped with their line and reason', async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: 'pendiente@example.com' },
        { email: 'confirmada@example.com', status: 'confirmado', confirmedAt: new Date() },
        { email: 'se.fue@example.com', status: 'confirmado', confirmedAt: new Date() },
      ]);
    const [leaving] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'se.fue@example.com'));
    // She left by her e-mail's link: the row is gone, a MAC of the address stays.
    await unsubscribe(services(), unsubscribeToken(app.config.appSecret, leaving!.id, leaving!.email));
    expect(await statusOf('se.fue@example.com')).toBeUndefined();

    const csv = [
      'email,name,created_at',
      'nueva@example.com,Nueva,2023-04-02T13:45:10.000Z',
      'no-es-un-mail,Mal,',
      'Nueva@Example.com ,Otra vez,',
      'pendiente@example.com,,',
      'CONFIRMADA@example.com,,',
      'SE.FUE@example.com,,',
      'sin.fecha@example.com,,',
    ].join('\n');
    const { data, errors } = await importCsv(csv, true);
    expect(errors).toBeUndefined();
    expect(data?.importSubscribers).toEqual({
      added: 2,
      confirmationsLater: 0,
      skipped: 5,
      skippedByReason: [
        { reason: 'INVALID', count: 1 },
        { reason: 'DUPLICATE', count: 1 },
        { reason: 'EXISTING', count: 2 },
        { reason: 'UNSUBSCRIBED', count: 1 },
      ],
      skippedLines: [
        { line: 3, value: 'no-es-un-mail', reason: 'INVALID' },
        { line: 4, value: 'Nueva@Example.com ', reason: 'DUPLICATE' },
        { line: 5, value: 'pendiente@example.com', reason: 'EXISTING' },
        { line: 6, value: 'CONFIRMADA@example.com', reason: 'EXISTING' },
        { line: 7, value: 'SE.FUE@example.com', reason: 'UNSUBSCRIBED' },
      ],
    });
    expect(await statusOf('nueva@example.com')).toMatchObject({
      status: 'confirmado',
      createdAt: new Date('2023-04-02T13:45:10.000Z'),
      confirmedAt: new Date('2023-04-02T13:45:10.000Z'),
    });
    const undated = await statusOf('sin.fecha@example.com');
    expect(undated?.status).toBe('confirmado');
    expect(Date.now() - undated!.createdAt.getTime()).toBeLessThan(60_000);
    // An existing subscriber keeps her status; the one who left is not back; nobody is written to.
    expect((await statusOf('pendiente@example.com'))?.status).toBe('pendiente');
    expect(await statusOf('se.fue@example.com')).toBeUndefined();
    expect(await db().$count(outgoingEmails)).toBe(0);
    expect(await jobsIn(CONFIRMATION_QUEUE)).toHaveLength(0);
    expect(await jobsIn(WELCOME_QUEUE)).toHaveLength(0);
  });

  it('never imports an address the old platform says left, even with consent ticked', async () => {
    const csv = ['email,subscribed_to_emails', 'sigue@example.com,true', 'se.bajo.alla@example.com,false'].join('\n');
    const { data, errors } = await importCsv(csv, true);
    expect(errors).toBeUndefined();
    expect(data?.importSubscribers).toMatchObject({
      added: 1,
      skippedByReason: [{ reason: 'OPTED_OUT', count: 1 }],
      skippedLines: [{ line: 3, value: 'se.bajo.alla@example.com', reason: 'OPTED_OUT' }],
    });
    expect((await statusOf('sigue@example.com'))?.status).toBe('confirmado');
    expect(await statusOf('se.bajo.alla@example.com')).toBeUndefined();
  });

  it('without consent: pending, confirmations now up to the ceiling and the rest later, no notice to her', async () => {
    services().config.newsletterConfirmationsPerHour = 3;
    const emails = Array.from({ length: 5 }, (_, i) => `persona${i}@example.com`);
    const { data } = await importCsv(
      `Email Address,OPTIN_TIME\n${emails.map((e) => `${e},2020-01-01 10:00:00`).join('\n')}`,
      false,
    );
    expect(data?.importSubscribers).toMatchObject({ added: 5, confirmationsLater: 2, skipped: 0, skippedLines: [] });
    const rows = await db().select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.email, emails));
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill('pendiente'));
    // Pending from now, whatever the file says: the link's week starts today.
    for (const row of rows) expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
    const confirmations = await db()
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.subject, 'Confirma tu suscripción a Crecer en Familia'));
    expect(confirmations.map((mail) => mail.toAddress)).toEqual(emails.slice(0, 3));
    expect(await jobsIn(CONFIRMATION_QUEUE)).toHaveLength(2);
    expect(await db().$count(outgoingEmails, eq(outgoingEmails.toAddress, OWNER))).toBe(0);
  });

  it('past the horizon an address is not added (NO_ROOM), and the subscribe box keeps room', async () => {
    services().config.newsletterConfirmationsPerHour = 1;
    const emails = Array.from({ length: 30 }, (_, i) => `lejos${i}@example.com`);
    const { data } = await importCsv(`email\n${emails.join('\n')}`, false);
    const report = data!.importSubscribers;
    // One now, one in each later hour within the import's 20 hours; the rest wait for another day.
    expect(report.added).toBeGreaterThanOrEqual(20);
    expect(report.added).toBeLessThanOrEqual(22);
    expect(report.skippedByReason).toEqual([{ reason: 'NO_ROOM', count: 30 - report.added }]);
    expect(report.skippedLines.map((line) => line.value)).toEqual(emails.slice(report.added));
    expect(await db().$count(newsletterSubscribers)).toBe(report.added);

    await app.execute(
      graphql(`
        mutation SubscribeAfterImport($email: String!) {
          subscribeToNewsletter(email: $email)
        }
      `),
      { email: 'visita@example.com' },
    );
    const [visitor] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.email, 'visita@example.com'), eq(newsletterSubscribers.status, 'pendiente')));
    const waiting = await jobsIn(CONFIRMATION_QUEUE);
    expect(waiting.map((job) => job.data.subscriberId)).toContain(visitor!.id);
  });

  it("imports again an address she deleted ('Eliminar' is not the person leaving)", async () => {
    const [row] = await db().insert(newsletterSubscribers).values({ email: 'borrada@example.com' }).returning();
    await deleteSubscriber(db(), row!.id);
    expect(await db().$count(newsletterUnsubscribed)).toBe(0);
    expect((await importCsv('email\nborrada@example.com\n', true)).data?.importSubscribers.added).toBe(1);
  });

  it('needs e-mail set up only to send confirmations', async () => {
    const { smtpUrl } = services().config;
    services().config.smtpUrl = undefined;
    try {
      const refused = await importCsv('email\nana@example.com\n', false);
      expect(refused.errors?.[0]?.message).toBe(SUBSCRIBER_IMPORT_MESSAGES.mailNotConfigured);
      expect((await importCsv('email\nana@example.com\n', true)).data?.importSubscribers.added).toBe(1);
    } finally {
      services().config.smtpUrl = smtpUrl;
    }
  });

  it('imports thousands of lines in batches, not a query per line', async () => {
    const lines = Array.from({ length: 2500 }, (_, i) => `"Persona ${i}";mucha${i}@example.com;01/02/2024`);
    const before = app.statementCount();
    const { data } = await importCsv(`Nombre;Email;Fecha\n${lines.join('\n')}`, true);
    expect(data?.importSubscribers.added).toBe(2500);
    expect(app.statementCount() - before).toBeLessThan(30);
    expect(await db().$count(newsletterSubscribers, eq(newsletterSubscribers.status, 'confirmado'))).toBe(2500);
  });
});
