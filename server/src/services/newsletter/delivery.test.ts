/**
 * Campaigns and their sending, on both databases: at most one e-mail per
 * subscriber and article whatever happens (a second press, two instances, a
 * crash mid-send), the rate limit, retries, and a scheduled article's
 * campaign starting when it goes public.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { insertArticle } from '../../../test/contentFactory';
import { captureLogs, type CapturedLogs } from '../../../test/logCapture';
import {
  articles,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  outgoingEmails,
} from '../../db/schema';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { executeRows } from '../../db/client';
import { INTERRUPTED_ERROR, type MailTransport } from '../mail';
import { recordingTransport } from '../../../test/recordingTransport';
import { publishDueAndAnnounce } from '../content';
import { NEWSLETTER_POLICY } from './delivery';
import { forgetSubscribers } from './subscriptions';
import { cancelCampaign, pauseCampaign, resumeCampaign, retryDelivery } from './campaignControls';
import { deliverNewsletterEmail } from './delivery';
import { unsubscribeToken } from './subscriberTokens';

const SendNewsletter = graphql(`
  mutation TestSendNewsletter($articleId: ID!) {
    sendNewsletter(articleId: $articleId) {
      id
      state
      startedAt
      total
      sent
      failed
      finished
    }
  }
`);

const NewsletterPreview = graphql(`
  query TestNewsletterPreview($articleId: ID!) {
    newsletterPreview(articleId: $articleId) {
      subject
      html
      text
      recipients
      campaign {
        id
        total
        sent
        finished
      }
    }
  }
`);

const SendNewsletterTest = graphql(`
  mutation TestSendNewsletterTest($articleId: ID!) {
    sendNewsletterTest(articleId: $articleId)
  }
`);

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('newsletter campaigns on %s', (kind) => {
  let app: TestApp;
  let logs: CapturedLogs;
  const db = () => app.runtime.services.db;
  const services = () => app.runtime.services;
  /** Every queued job made due (their moments of the rate, retry delays) and run now. */
  const pass = async (transport: MailTransport) => {
    await fastForwardJobs(services());
    return { newsletter: await runJobs(services(), transport) };
  };

  async function subscribers(count: number, status: 'confirmado' | 'pendiente' = 'confirmado') {
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `familia${i}-${status}@example.com`,
      status,
    }));
    return db().insert(newsletterSubscribers).values(rows).returning();
  }

  async function publishedArticle(title = 'Rutinas para dormir mejor') {
    return insertArticle(db(), { title, summary: 'Ideas simples para la noche.', status: 'Publicado' });
  }

  async function send(articleId: number) {
    return app.execute(SendNewsletter, { articleId: String(articleId) }, { user: ADMIN_USER });
  }

  async function campaignOf(articleId: number) {
    const [row] = await db().select().from(newsletterCampaigns).where(eq(newsletterCampaigns.articleId, articleId));
    return row!;
  }

  beforeAll(async () => {
    logs = captureLogs('info');
    app = await createTestApp(kind, {
      seed: false,
      logger: logs.logger,
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'duena@example.com', newsletterPerMinute: 1000 },
    });
  });
  beforeEach(async () => {
    await db().delete(newsletterCampaigns);
    await db().delete(newsletterSubscribers);
    await db().delete(outgoingEmails);
    await db().delete(articles);
    services().config.newsletterPerMinute = 1000;
    logs.lines.length = 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a draft, a missing article and a second press, in Spanish', async () => {
    const draft = await insertArticle(db(), { status: 'Borrador' });
    const refused = await send(draft.id);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.articleIsDraft);
    const missing = await send(999_999);
    expect(errorCode(missing)).toBe('NOT_FOUND');

    await subscribers(2);
    const article = await publishedArticle();
    const first = await send(article.id);
    expect(first.errors).toBeUndefined();
    expect(first.data?.sendNewsletter).toMatchObject({ state: 'SENDING', total: 2, sent: 0, finished: false });
    const second = await send(article.id);
    expect(errorCode(second)).toBe('BAD_USER_INPUT');
    expect(second.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.alreadySent);
    expect(await db().$count(newsletterDeliveries)).toBe(2);
  });

  it('refuses to send without e-mail set up', async () => {
    const article = await publishedArticle();
    const { smtpUrl } = services().config;
    services().config.smtpUrl = undefined;
    try {
      const refused = await send(article.id);
      expect(refused.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.mailNotConfigured);
    } finally {
      services().config.smtpUrl = smtpUrl;
    }
  });

  it('sends one e-mail per confirmed subscriber, none to a pending one, with one-click unsubscribe headers', async () => {
    const confirmed = await subscribers(3);
    await subscribers(2, 'pendiente');
    const article = await publishedArticle('Límites con cariño');
    await send(article.id);
    const sink = recordingTransport();
    const report = await pass(sink.transport);
    expect(report.newsletter).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(sink.recipients().sort()).toEqual(confirmed.map((row) => row.email).sort());

    const mail = sink.mails.find((m) => m.to === confirmed[0]!.email)!;
    expect(mail.subject).toBe('Límites con cariño');
    const headers = mail.headers as Record<string, string>;
    // Her own token, derived from APP_SECRET at send time (nothing stored holds it).
    const token = unsubscribeToken(services().config.appSecret, confirmed[0]!.id, confirmed[0]!.email);
    expect(headers['List-Unsubscribe']).toBe(`<${app.config.publicUrl}/newsletter/baja?token=${token}>`);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Her own link in the body, the token in the fragment.
    expect(String(mail.html)).toContain(`${app.config.publicUrl}/newsletter/baja#${token}`);
    expect(String(mail.text)).toContain(`${app.config.publicUrl}/articulos/${article.id}`);
    expect(String(mail.html)).not.toContain('XXNEWSLETTER');

    // Another pass sends nothing more.
    const again = recordingTransport();
    await pass(again.transport);
    expect(again.mails).toHaveLength(0);
    expect(await campaignOf(article.id)).toMatchObject({ total: 3, sent: 3, failed: 0 });
  });

  it('queues each e-mail at its own moment of NEWSLETTER_PER_MINUTE, and only due ones go', async () => {
    services().config.newsletterPerMinute = 3;
    await subscribers(5);
    const article = await publishedArticle();
    await send(article.id);
    const moments = await executeRows<{ at: string }>(
      db(),
      sql`SELECT start_after AS at FROM pgboss.job WHERE name = 'newsletter-delivery' AND state = 'created' ORDER BY start_after`,
    );
    const times = moments.map((row) => new Date(row.at).getTime());
    // 3 a minute: 20 s apart, across every instance, since the moments are in the jobs.
    expect(times.slice(1).map((t, i) => Math.round((t - times[i]!) / 1000))).toEqual([20, 20, 20, 20]);
    const sink = recordingTransport();
    await runJobs(services(), sink.transport);
    expect(sink.mails).toHaveLength(1);
    // The campaign records its last moment: a second campaign queues after it.
    expect((await campaignOf(article.id)).sendingUntil!.getTime()).toBeGreaterThan(times.at(-1)!);
  });

  it('retries a refused address later, and keeps addresses out of logs and stored errors', async () => {
    const [ok, refused] = await subscribers(2);
    const article = await publishedArticle();
    await send(article.id);
    const first = recordingTransport({ failFor: new Set([refused!.email]) });
    const report = await pass(first.transport);
    expect(report.newsletter).toEqual({ sent: 1, retrying: 1, failed: 0 });
    const [waiting] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, refused!.id));
    expect(waiting).toMatchObject({ deliveryStatus: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('[dirección]');
    expect(waiting!.lastError).not.toContain('@');

    const second = recordingTransport();
    await pass(second.transport);
    expect(second.recipients()).toEqual([refused!.email]);
    expect(first.recipients()).toEqual([ok!.email]);
    expect(await campaignOf(article.id)).toMatchObject({ total: 2, sent: 2 });

    const logged = JSON.stringify(logs.lines);
    expect(logged).toContain('newsletter e-mail not sent');
    expect(logged).not.toMatch(/familia\d+-confirmado@example\.com/);
  });

  it('gives up after the last attempt and counts it as not sent', async () => {
    const [refused] = await subscribers(1);
    const article = await publishedArticle();
    await send(article.id);
    const refusing = recordingTransport({ failFor: new Set([refused!.email]) }).transport;
    for (let attempt = 0; attempt < NEWSLETTER_POLICY.retryLimit; attempt += 1) {
      expect((await pass(refusing)).newsletter).toEqual({ sent: 0, retrying: 1, failed: 0 });
    }
    const report = await pass(refusing);
    expect(report.newsletter).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await campaignOf(article.id)).toMatchObject({ total: 1, sent: 0, failed: 1 });
  });

  it('resumes after a crash mid-send without sending anyone a second e-mail', async () => {
    const all = await subscribers(6);
    const article = await publishedArticle();
    await send(article.id);
    await fastForwardJobs(services());
    // The process "dies" while the third e-mail is with SMTP: its run never finishes, and the
    // jobs it had taken stay active, as a kill -9 leaves them.
    const crashed = recordingTransport({ hangAt: 3 });
    services().mailer.useTransport(crashed.transport);
    const taken = await services().jobs.boss.fetch('newsletter-delivery', { batchSize: 6 });
    const attempt = { retryCount: 0, isLastAttempt: false };
    for (const job of taken.slice(0, 2)) {
      await deliverNewsletterEmail(services(), (job.data as { deliveryId: number }).deliveryId, {
        id: job.id,
        ...attempt,
      });
    }
    void deliverNewsletterEmail(services(), (taken[2]!.data as { deliveryId: number }).deliveryId, {
      id: taken[2]!.id,
      ...attempt,
    });
    await expect
      .poll(async () =>
        (await db().select().from(newsletterDeliveries))
          .map((row) => row.deliveryStatus)
          .sort()
          .join(','),
      )
      .toBe('pending,pending,pending,sending,sent,sent');

    // pg-boss hands the dead process's jobs back once they expire (30 s, plus a 10 s
    // supervision pass): fastForwardJobs stands in for that wait. Any instance then resumes.
    const restarted = recordingTransport();
    const report = await pass(restarted.transport);
    expect(report.newsletter).toMatchObject({ sent: 3, failed: 1 });

    const received = [...crashed.recipients(), ...restarted.recipients()];
    expect(new Set(received).size).toBe(received.length);
    expect(received).toHaveLength(5);
    // The one in flight is recorded as not sent, never sent again.
    const inFlight = all.find((row) => !received.includes(row.email))!;
    const [row] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, inFlight.id));
    // Shown to her as 'Último error', so in Spanish and saying why it is not sent again.
    expect(row).toMatchObject({ deliveryStatus: 'failed', lastError: INTERRUPTED_ERROR });
    expect(INTERRUPTED_ERROR).toMatch(/^Interrumpido.*no se volvió a enviar/);
    await pass(restarted.transport);
    expect(restarted.mails).toHaveLength(3);
    expect(await campaignOf(article.id)).toMatchObject({ total: 6, sent: 5, failed: 1 });

    // She sends the lost one again by hand: once.
    const retried = await retryDelivery(services(), row!.id);
    expect(retried).toMatchObject({ sent: 5, failed: 0 });
    await pass(restarted.transport);
    expect(restarted.recipients().filter((email) => email === inFlight.email)).toHaveLength(1);
    expect(await campaignOf(article.id)).toMatchObject({ total: 6, sent: 6, failed: 0 });
  });

  it('queues again a send whose jobs were lost (a restored database), without doubling the ones that exist', async () => {
    await subscribers(3);
    const article = await publishedArticle();
    await send(article.id);
    await db().execute(sql`DELETE FROM pgboss.job WHERE name = 'newsletter-delivery'`);
    await db().execute(sql`UPDATE newsletter_campaigns SET sending_until = now() - interval '1 hour'`);
    expect(await services().jobs.runScheduled('newsletter-sweep')).toEqual({ status: 'succeeded' });
    // A second sweep finds the jobs there: nothing more is queued.
    await db().execute(sql`UPDATE newsletter_campaigns SET sending_until = now() - interval '1 hour'`);
    await services().jobs.runScheduled('newsletter-sweep');
    const [queued] = await executeRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'newsletter-delivery' AND state = 'created'`,
    );
    expect(queued?.n).toBe(3);
    const sink = recordingTransport();
    await pass(sink.transport);
    expect(sink.mails).toHaveLength(3);
    expect(new Set(sink.recipients()).size).toBe(3);
  });

  it('pauses, resumes and cancels a send; nothing goes out while paused or after cancelling', async () => {
    await subscribers(4);
    const article = await publishedArticle();
    await send(article.id);
    const { id } = await campaignOf(article.id);
    await pauseCampaign(services(), id);
    const sink = recordingTransport();
    await pass(sink.transport);
    expect(sink.mails).toHaveLength(0);
    await resumeCampaign(services(), id);
    await services().jobs.runDueJobs(['newsletter-delivery']);
    await fastForwardJobs(services());
    await runJobs(services(), sink.transport);
    expect(sink.mails).toHaveLength(4);

    const other = await publishedArticle('Otra');
    await send(other.id);
    const cancelled = await cancelCampaign(services(), (await campaignOf(other.id)).id);
    expect(cancelled).toMatchObject({ state: 'cancelled', finished: true });
    await pass(sink.transport);
    expect(sink.mails).toHaveLength(4);
    expect(errorCode(await send(other.id))).toBe('BAD_USER_INPUT');
  });

  it('cancels a send waiting for its scheduled article when the article returns to Borrador', async () => {
    await subscribers(2);
    const article = await insertArticle(db(), { status: 'Programado', scheduledAt: new Date(Date.now() + 5 * MINUTE) });
    await send(article.id);
    await db().update(articles).set({ status: 'Borrador', scheduledAt: null }).where(eq(articles.id, article.id));
    await services().jobs.publish('content-withdrawn', { contentType: 'article', id: article.id });
    await services().jobs.runDueJobs();
    expect(await db().$count(newsletterCampaigns)).toBe(0);
    // Published by hand later: nothing goes out.
    await db().update(articles).set({ status: 'Publicado' }).where(eq(articles.id, article.id));
    await services().jobs.publish('content-published', { contentType: 'article', id: article.id });
    const sink = recordingTransport();
    await pass(sink.transport);
    expect(sink.mails).toHaveLength(0);
  });

  it.runIf(kind === 'postgres')('sends each e-mail once when two instances pass at the same moment', async () => {
    await subscribers(40);
    const article = await publishedArticle();
    await send(article.id);
    const sink = recordingTransport();
    services().mailer.useTransport(sink.transport);
    await fastForwardJobs(services());
    const run = () => services().jobs.runDueJobs(['newsletter-delivery']);
    await Promise.all([run(), run(), run(), run()]);
    const received = sink.recipients();
    expect(received).toHaveLength(40);
    expect(new Set(received).size).toBe(40);
  });

  it('finishes a campaign whose subscriber left before her e-mail went', async () => {
    const [stays, leaves] = await subscribers(2);
    const article = await publishedArticle();
    await send(article.id);
    await forgetSubscribers(db(), eq(newsletterSubscribers.id, leaves!.id));
    const sink = recordingTransport();
    await pass(sink.transport);
    expect(sink.recipients()).toEqual([stays!.email]);
    expect(await campaignOf(article.id)).toMatchObject({ total: 1, sent: 1 });
    const preview = await app.execute(NewsletterPreview, { articleId: String(article.id) }, { user: ADMIN_USER });
    expect(preview.data?.newsletterPreview.campaign).toMatchObject({ total: 1, sent: 1, finished: true });
  });

  it('waits for a scheduled article and starts when its schedule fires, once', async () => {
    await subscribers(2);
    const article = await insertArticle(db(), {
      status: 'Programado',
      scheduledAt: new Date(Date.now() + 5 * MINUTE),
    });
    const waiting = await send(article.id);
    expect(waiting.data?.sendNewsletter).toMatchObject({ startedAt: null, total: 0, finished: false });
    await services().jobs.runDueJobs();
    expect(await campaignOf(article.id)).toMatchObject({ state: 'waiting', total: 0 });

    // Publishing emits 'content published'; the newsletter's queue starts the send, once.
    await publishDueAndAnnounce(services(), new Date(Date.now() + 6 * MINUTE));
    await services().jobs.publish('content-published', { contentType: 'article', id: article.id });
    await services().jobs.runDueJobs();
    expect(await campaignOf(article.id)).toMatchObject({ state: 'sending', total: 2 });
    expect(await db().$count(newsletterDeliveries)).toBe(2);
  });

  it("previews the article's e-mail and sends a test to the owner only", async () => {
    await subscribers(2);
    const article = await publishedArticle('Jugar en familia <sin pantallas>');
    const preview = await app.execute(NewsletterPreview, { articleId: String(article.id) }, { user: ADMIN_USER });
    expect(preview.data?.newsletterPreview).toMatchObject({
      subject: 'Jugar en familia <sin pantallas>',
      recipients: 2,
      campaign: null,
    });
    expect(preview.data?.newsletterPreview.html).toContain('Jugar en familia &lt;sin pantallas&gt;');

    const test = await app.execute(SendNewsletterTest, { articleId: String(article.id) }, { user: ADMIN_USER });
    expect(test.data?.sendNewsletterTest).toBe(true);
    const queued = await db().select().from(outgoingEmails);
    expect(queued.map((row) => [row.toAddress, row.subject])).toEqual([
      [ADMIN_USER.email, '[Prueba] Jugar en familia <sin pantallas>'],
    ]);
    // A test is not the campaign: the article can still be sent.
    expect(await db().$count(newsletterCampaigns)).toBe(0);
  });
});
