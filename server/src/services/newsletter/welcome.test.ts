/**
 * The welcome e-mail on both databases: off by default; once she switches it
 * on, confirming by the link sends her text once (through the job system,
 * with the one-click unsubscribe headers), and an import with consent
 * welcomes nobody.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { fileUpload } from '../../../test/factories';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { runJobs } from '../../../test/jobs';
import { recordingTransport } from '../../../test/recordingTransport';
import { openedBody } from '../../../test/queuedMail';
import { newsletterSubscribers, outgoingEmails, siteConfigurations, throttles } from '../../db/schema';
import { saveSiteConfiguration } from '../siteConfig';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './newsletterMail';
import { unsubscribeToken } from './subscriberTokens';
import { WELCOME_KEYS } from './welcome';

const Subscribe = graphql(`
  mutation WelcomeSubscribe($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`);
const Confirm = graphql(`
  mutation WelcomeConfirm($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      alreadyConfirmed
    }
  }
`);
const Import = graphql(`
  mutation WelcomeImport($file: Upload!) {
    importSubscribers(file: $file, consented: true) {
      added
    }
  }
`);

const DEFAULT_SUBJECT = '¡Te damos la bienvenida a Crecer en Familia!';

describe.each(TEST_DATABASES)('the welcome e-mail on %s', (kind) => {
  let app: TestApp;
  let visitors = 0;
  const services = () => app.runtime.services;
  const db = () => services().db;

  /** Subscribes by the box and opens the e-mailed link, as a visitor does. */
  async function subscribeAndConfirm(email: string) {
    visitors += 1;
    await app.execute(Subscribe, { email }, { visitorId: `welcome-${visitors}-0000-0000-000000000000` });
    const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email));
    const token = /\/newsletter\/confirmar#([A-Za-z0-9_-]+)/.exec(openedBody(app.config, mail?.textBody))?.[1] ?? '';
    return () => app.execute(Confirm, { token });
  }
  const welcomes = <T extends { subject?: unknown }>(mails: T[]) =>
    mails.filter((mail) => mail.subject === DEFAULT_SUBJECT);

  beforeAll(async () => {
    app = await createTestApp(kind, {
      seed: false,
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'duena@example.com' },
    });
  });
  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(outgoingEmails);
    await db().delete(throttles);
    await db().delete(siteConfigurations);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is off by default: confirming sends nothing more', async () => {
    const { transport, mails } = recordingTransport();
    const confirm = await subscribeAndConfirm('ana@example.com');
    expect((await confirm()).data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: false });
    await runJobs(services(), transport);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirma tu suscripción a Crecer en Familia']);
  });

  it('once on, sends her text to who confirms, once, with the unsubscribe link and headers', async () => {
    await saveSiteConfiguration(services(), [
      { key: WELCOME_KEYS.enabled, value: 'true' },
      { key: WELCOME_KEYS.body, value: 'Hola <amiga>:\n\nGracias por sumarte.\nNos leemos pronto.' },
    ]);
    const { transport, mails } = recordingTransport();
    const confirm = await subscribeAndConfirm('beto@example.com');
    await confirm();
    await runJobs(services(), transport);
    const [welcome, ...more] = welcomes(mails);
    expect(more).toHaveLength(0);
    expect(welcome?.to).toBe('beto@example.com');
    const [subscriber] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'beto@example.com'));
    const token = unsubscribeToken(app.config.appSecret, subscriber!.id, 'beto@example.com');
    expect(String(welcome?.text)).toContain('Hola <amiga>:\n\nGracias por sumarte.\nNos leemos pronto.');
    expect(String(welcome?.text)).toContain(unsubscribePageUrl(app.config.publicUrl, token));
    expect(String(welcome?.html)).toContain('Hola &lt;amiga&gt;:');
    expect(String(welcome?.html)).toContain('Gracias por sumarte.<br>Nos leemos pronto.');
    expect(welcome?.headers).toMatchObject({
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(app.config.publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The link opened again: no second welcome.
    expect((await confirm()).data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: true });
    await runJobs(services(), transport);
    expect(welcomes(mails)).toHaveLength(1);
  });

  it('keeps its text out of the public configuration, even when asked for', async () => {
    const PublicConfig = graphql(`
      query WelcomePublicConfig($keys: [String!]) {
        siteConfiguration(keys: $keys) {
          key
        }
      }
    `);
    const all = (await app.execute(PublicConfig, {})).data?.siteConfiguration.map((entry) => entry.key);
    expect(all).toContain('footer_title');
    expect(all?.filter((key) => key.startsWith('newsletter_welcome'))).toEqual([]);
    const asked = await app.execute(PublicConfig, { keys: [WELCOME_KEYS.body, 'footer_title'] });
    expect(asked.data?.siteConfiguration.map((entry) => entry.key)).toEqual(['footer_title']);
  });

  it('welcomes nobody imported as already subscribed', async () => {
    await saveSiteConfiguration(services(), [{ key: WELCOME_KEYS.enabled, value: 'true' }]);
    const { transport, mails } = recordingTransport();
    const file = fileUpload(Buffer.from('email\ncarla@example.com\ndani@example.com\n'), 'lista.csv', 'text/csv');
    const imported = await app.execute(Import, { file }, { user: ADMIN_USER });
    expect(imported.data?.importSubscribers.added).toBe(2);
    await runJobs(services(), transport);
    expect(mails).toHaveLength(0);
  });
});
