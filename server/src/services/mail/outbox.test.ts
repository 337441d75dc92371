import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { decodeQuotedPrintable, freeLoopbackPort, startSmtpSink, type SmtpSink } from '../../../test/smtpSink';
import { contactMessages } from '../../db/schema';
import { deliverPendingMessages, OUTBOX_POLICY, retryDelaySeconds } from './outbox';
import { startMailOutbox } from './outboxWorker';

const SendContactMutation = graphql(`
  mutation TestOutboxSendContact($name: String!, $email: String!, $message: String!) {
    sendContactMessage(name: $name, email: $email, message: $message)
  }
`);

const CONTACT_TO = 'consultas@crecer.test';
const CONTACT_FROM = 'web@crecer.test';

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds and stops growing at 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(6 * 60 * 60);
  });
});

describe.each(TEST_DATABASES)('contact outbox on %s', (kind) => {
  let app: TestApp;
  let port: number;
  let sink: SmtpSink | null = null;
  const db = () => app.runtime.services.db;
  const pass = () => deliverPendingMessages(app.runtime.services);
  const rowById = async (id: number) =>
    (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
  const insertMessage = async (values: Partial<PgInsertValue<typeof contactMessages>> = {}) => {
    const [row] = await db()
      .insert(contactMessages)
      .values({ name: 'Ana', email: 'ana@example.com', message: 'Hola', ...values })
      .returning();
    if (!row) throw new Error('insert failed');
    return row;
  };

  beforeAll(async () => {
    port = await freeLoopbackPort();
    app = await createTestApp(kind, {
      seed: false,
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, contactTo: CONTACT_TO, contactFrom: CONTACT_FROM },
    });
  });
  beforeEach(async () => {
    await db().delete(contactMessages);
  });
  afterEach(async () => {
    await sink?.close();
    sink = null;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores the message and keeps it pending while SMTP is down, then delivers it exactly once', async () => {
    const sent = await app.execute(SendContactMutation, {
      name: 'Laura Gomez',
      email: 'laura@example.com',
      message: 'Hola <script>alert(1)</script> & gracias',
    });
    expect(sent.data?.sendContactMessage).toBe(true);
    const [stored] = await db().select().from(contactMessages);
    expect(stored).toMatchObject({ deliveryStatus: 'pending', attempts: 0 });
    const id = stored?.id ?? 0;

    expect(await pass()).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
    const afterFailure = await rowById(id);
    expect(afterFailure).toMatchObject({ deliveryStatus: 'pending', attempts: 1, sentAt: null });
    expect(afterFailure?.lastError).toBeTruthy();
    expect(afterFailure?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await pass()).toMatchObject({ sent: 0, retrying: 0, failed: 0 }); // not due yet

    sink = await startSmtpSink(port);
    await db()
      .update(contactMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(contactMessages.id, id));
    expect(await pass()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await pass()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);

    const mail = sink.received[0];
    expect(mail?.envelopeFrom).toBe(CONTACT_FROM);
    expect(mail?.envelopeTo).toEqual([CONTACT_TO]);
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toMatch(/^Subject: Nuevo mensaje de contacto de Laura Gomez\r?$/m);
    expect(raw).toMatch(/^From: web@crecer\.test\r?$/m);
    expect(raw).toMatch(/^Reply-To: Laura Gomez <laura@example\.com>\r?$/m);
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt; &amp; gracias');
    expect(html).not.toContain('<script>');
    expect(html).toContain('laura@example.com');

    expect(await rowById(id)).toMatchObject({ deliveryStatus: 'sent', attempts: 2, lastError: null });
    expect((await rowById(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('reclaims a message stuck in sending for over 10 minutes, but not one being sent now', async () => {
    const stuck = await insertMessage({
      deliveryStatus: 'sending',
      attempts: 1,
      nextAttemptAt: sql`now() - interval '11 minutes'`,
    });
    const busy = await insertMessage({
      deliveryStatus: 'sending',
      attempts: 1,
      nextAttemptAt: sql`now() - interval '1 minute'`,
    });
    sink = await startSmtpSink(port);
    expect(await pass()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowById(stuck.id)).toMatchObject({ deliveryStatus: 'sent', attempts: 2 });
    expect(await rowById(busy.id)).toMatchObject({ deliveryStatus: 'sending', attempts: 1 });
    expect(sink.received).toHaveLength(1);
  });

  it('backs off after a failure and gives up after the last attempt', async () => {
    const early = await insertMessage({ attempts: 2 });
    const last = await insertMessage({ attempts: OUTBOX_POLICY.maxAttempts - 1 });
    const refusing = { sendMail: () => Promise.reject(new Error('550 buzón no disponible')) };
    expect(await deliverPendingMessages(app.runtime.services, refusing)).toMatchObject({
      sent: 0,
      retrying: 1,
      failed: 1,
    });
    const retried = await rowById(early.id);
    expect(retried).toMatchObject({ deliveryStatus: 'pending', attempts: 3, lastError: '550 buzón no disponible' });
    // Third attempt failed: the next one waits 2 minutes (checked against the database clock).
    const [{ wait } = { wait: 0 }] = await db()
      .select({ wait: sql<number>`extract(epoch from ${contactMessages.nextAttemptAt} - now())`.mapWith(Number) })
      .from(contactMessages)
      .where(eq(contactMessages.id, early.id));
    expect(wait).toBeGreaterThan(retryDelaySeconds(3) - 30);
    expect(await rowById(last.id)).toMatchObject({ deliveryStatus: 'failed', attempts: OUTBOX_POLICY.maxAttempts });
  });

  // Needs a second connection holding a lock, which PGlite does not have.
  it.skipIf(kind === 'pglite')('skips a row another instance has locked instead of waiting for it', async () => {
    const locked = await insertMessage({ name: 'Bloqueado' });
    for (let i = 0; i < 3; i += 1) await insertMessage({ name: `Libre ${i}` });
    sink = await startSmtpSink(port);
    let lockTaken!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const otherInstance = db().transaction(async (tx) => {
      await tx.select().from(contactMessages).where(eq(contactMessages.id, locked.id)).for('update');
      lockTaken();
      await held;
    });
    await taken;
    // A pass that waited for the lock would never finish while it is held.
    const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 10_000).unref());
    const report = await Promise.race([pass(), blocked]);
    release();
    await otherInstance;
    expect(report).toMatchObject({ sent: 3, retrying: 0, failed: 0 });
    expect(await rowById(locked.id)).toMatchObject({ deliveryStatus: 'pending', attempts: 0 });
    expect(await pass()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(4);
  });

  it('runs a pass when the worker starts, and stop() waits for it to finish', async () => {
    const message = await insertMessage();
    sink = await startSmtpSink(port);
    const worker = startMailOutbox(app.runtime.services, 60 * 60 * 1000);
    await worker.stop();
    expect(await rowById(message.id)).toMatchObject({ deliveryStatus: 'sent', attempts: 1 });
    expect(sink.received).toHaveLength(1);
  });

  it('never sends a message twice when two passes run at once', async () => {
    for (let i = 0; i < 5; i += 1) await insertMessage({ name: `Persona ${i}` });
    sink = await startSmtpSink(port);
    const reports = await Promise.all([pass(), pass()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(5);
    expect(sink.received).toHaveLength(5);
    const subjects = sink.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual([0, 1, 2, 3, 4].map((i) => `Nuevo mensaje de contacto de Persona ${i}`));
  });
});
