/**
 * The report's games, guide funnels, downloads and newsletter growth on both
 * databases, driven the way readers and the owner do it: games reported by the
 * browser, a paid guide read, its 'Comprar' pressed and paid through the real
 * purchase path (a fake Mercado Pago), a free PDF downloaded over HTTP,
 * subscribers confirming by their links, a campaign sent and one leaving by
 * the link in it.
 * The events' jobs run in the test's own turn (runJobs), with no waiting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fakeMercadoPago';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { startHttp } from '../../../test/http';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { MP_TOKEN, MP_WEBHOOK_SECRET, PUBLIC_URL } from '../../../test/paymentsApp';
import { recordingTransport } from '../../../test/recordingTransport';
import { openedBody } from '../../../test/queuedMail';
import { analyticsGoals, guides, outgoingEmails } from '../../db/schema';
import { GOAL_MESSAGES } from './recordGoal';
import { addDays, siteDay } from './siteDay';

const Goal = graphql(`
  mutation TestRecordGoal($goal: PublicGoal!, $subject: ID!) {
    recordGoal(goal: $goal, subject: $subject)
  }
`);
const GuideView = graphql(`
  mutation TestGoalGuideView($id: ID!) {
    recordView(contentType: GUIDE, id: $id)
  }
`);
const Checkout = graphql(`
  mutation TestGoalCheckout($guideId: ID!) {
    startCheckout(guideId: $guideId) {
      orderId
    }
  }
`);
const Verify = graphql(`
  query TestGoalVerify($guideId: ID!, $paymentId: String, $orderId: ID) {
    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {
      downloadUrl
    }
  }
`);
const Subscribe = graphql(`
  mutation TestGoalSubscribe($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`);
const Confirm = graphql(`
  mutation TestGoalConfirm($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      alreadyConfirmed
    }
  }
`);
const Unsubscribe = graphql(`
  mutation TestGoalUnsubscribe($token: String!) {
    unsubscribeFromNewsletter(token: $token)
  }
`);
const Send = graphql(`
  mutation TestGoalSend($articleId: ID!) {
    sendNewsletter(articleId: $articleId) {
      id
    }
  }
`);
const Report = graphql(`
  query TestGoalReport($range: AnalyticsRangeInput!) {
    analyticsReport(range: $range) {
      games {
        game
        started
        finished
      }
      paidGuides {
        id
        title
        views
        buyClicks
        purchases
      }
      freeGuides {
        id
        title
        downloads
      }
      newsletter {
        weeks {
          weekStart
          confirmed
          unsubscribed
        }
        confirmed
        unsubscribed
        campaigns {
          title
          recipients
          sent
        }
      }
    }
  }
`);

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe.each(TEST_DATABASES)('goals in the analytics report on %s', (kind) => {
  let app: TestApp;
  let fake: FakeMercadoPago;
  const services = () => app.runtime.services;
  const db = () => services().db;

  const goal = (name: 'GAME_STARTED' | 'GAME_FINISHED' | 'GUIDE_BUY_CLICK', subject: string, ip = '203.0.113.1') =>
    app.execute(Goal, { goal: name, subject }, { ip });
  const report = async () => {
    const result = await app.execute(Report, { range: { period: 'LAST_7_DAYS' } }, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    return result.data!.analyticsReport;
  };

  /** Subscribes by the box and confirms by the e-mailed link, as a reader does. */
  async function subscribeAndConfirm(email: string, n: number) {
    await app.execute(Subscribe, { email }, { visitorId: `goal-${n}-0000-0000-000000000000`, ip: `198.51.100.${n}` });
    const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email));
    const token = /\/newsletter\/confirmar#([A-Za-z0-9_-]+)/.exec(openedBody(app.config, mail?.textBody))?.[1] ?? '';
    expect((await app.execute(Confirm, { token })).data?.confirmNewsletterSubscription).toEqual({
      alreadyConfirmed: false,
    });
  }

  beforeAll(async () => {
    fake = await startFakeMercadoPago({ accessToken: MP_TOKEN, webhookSecret: MP_WEBHOOK_SECRET });
    app = await createTestApp(kind, {
      seed: false,
      config: {
        mercadoPagoAccessToken: MP_TOKEN,
        mercadoPagoWebhookSecret: MP_WEBHOOK_SECRET,
        mercadoPagoApiUrl: fake.url,
        publicUrl: PUBLIC_URL,
        smtpUrl: 'smtp://127.0.0.1:9',
        contactTo: 'duena@example.com',
        newsletterPerMinute: 1000,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('counts a game played to the end, a paid guide funnel, a free download and the newsletter growth', async () => {
    const today = siteDay(Date.now(), services().config.siteTimeZone);
    await services().storage.put('guidepdfs/goals.pdf', PDF, 'application/pdf');

    // Games: one family plays 'Probable que' to the end (reloading the start), another only starts it.
    expect((await goal('GAME_STARTED', 'probable-que')).data?.recordGoal).toBe(true);
    expect((await goal('GAME_STARTED', 'probable-que')).data?.recordGoal).toBe(true);
    expect((await goal('GAME_FINISHED', 'probable-que')).data?.recordGoal).toBe(true);
    await goal('GAME_STARTED', 'probable-que', '203.0.113.2');
    await goal('GAME_STARTED', 'puzzle-palabras', '203.0.113.2');

    // A paid guide: read by three, 'Comprar' pressed by two (one twice), bought by one.
    const paid = await insertGuide(db(), {
      title: 'Guía de límites con amor',
      price: 4500,
      pdfUrl: 'guidepdfs/goals.pdf',
    });
    for (const n of [1, 2, 3])
      await app.execute(
        GuideView,
        { id: String(paid.id) },
        { visitorId: `reader-${n}-0000-0000-000000000000`, ip: `203.0.113.${n}` },
      );
    await services().views.flush();
    await goal('GUIDE_BUY_CLICK', String(paid.id), '203.0.113.1');
    await goal('GUIDE_BUY_CLICK', String(paid.id), '203.0.113.1');
    await goal('GUIDE_BUY_CLICK', String(paid.id), '203.0.113.2');
    const orderId = (await app.execute(Checkout, { guideId: String(paid.id) })).data?.startCheckout.orderId ?? '';
    const payment = fake.addPayment({
      status: 'approved',
      external_reference: orderId,
      transaction_amount: 4500,
      currency_id: 'ARS',
    });
    // The buyer comes back to the return page twice: one purchase.
    for (let i = 0; i < 2; i += 1) {
      const verified = await app.execute(Verify, { guideId: String(paid.id), paymentId: payment.id, orderId });
      expect(verified.data?.purchaseDownload.downloadUrl).toBeTruthy();
    }

    // A free guide downloaded twice from one address: one download.
    const free = await insertGuide(db(), {
      title: 'Guía gratuita de rutinas',
      price: null,
      pdfUrl: 'guidepdfs/goals.pdf',
    });
    const server = await startHttp(app);
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await fetch(`${server.url}/download/guides/${free.id}`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    } finally {
      await server.close();
    }

    // The newsletter: two confirm by their links; a campaign goes to both; Ana leaves by the link in hers.
    await subscribeAndConfirm('ana@example.com', 1);
    await subscribeAndConfirm('beto@example.com', 2);
    const article = await insertArticle(db(), { title: 'Rutinas para dormir mejor', status: 'Publicado' });
    expect((await app.execute(Send, { articleId: String(article.id) }, { user: ADMIN_USER })).errors).toBeUndefined();
    const { transport, mails } = recordingTransport();
    await fastForwardJobs(services());
    await runJobs(services(), transport);
    const newsletterToAna = mails.find(
      (mail) => mail.to === 'ana@example.com' && String(mail.text).includes('/newsletter/baja#'),
    );
    const token = /\/newsletter\/baja#([A-Za-z0-9_.-]+)/.exec(String(newsletterToAna?.text ?? ''))?.[1] ?? '';
    const leave = await app.execute(Unsubscribe, { token });
    expect(leave.data?.unsubscribeFromNewsletter).toBe(true);
    await runJobs(services(), transport);

    const data = await report();
    expect(data.games).toEqual([
      { game: 'probable-que', started: 2, finished: 1 },
      { game: 'verdadero-falso', started: 0, finished: 0 },
      { game: 'preguntas-conexion', started: 0, finished: 0 },
      { game: 'descubriendo-emociones', started: 0, finished: 0 },
      { game: 'puzzle-palabras', started: 1, finished: 0 },
    ]);
    expect(data.paidGuides).toEqual([
      { id: String(paid.id), title: 'Guía de límites con amor', views: 3, buyClicks: 2, purchases: 1 },
    ]);
    expect(data.freeGuides).toEqual([{ id: String(free.id), title: 'Guía gratuita de rutinas', downloads: 1 }]);
    expect(data.newsletter.confirmed).toBe(2);
    expect(data.newsletter.unsubscribed).toBe(1);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const thisWeek = addDays(today, -((weekday + 6) % 7));
    expect(data.newsletter.weeks.find((week) => week.weekStart === thisWeek)).toEqual({
      weekStart: thisWeek,
      confirmed: 2,
      unsubscribed: 1,
    });
    expect(data.newsletter.weeks.map((week) => week.weekStart)).toEqual(
      [...data.newsletter.weeks.map((week) => week.weekStart)].sort(),
    );
    expect(data.newsletter.campaigns).toEqual([{ title: 'Rutinas para dormir mejor', recipients: 2, sent: 2 }]);

    // A period before any of it shows none of it.
    const before = await app.execute(
      Report,
      { range: { period: 'CUSTOM', from: addDays(today, -30), to: addDays(today, -20) } },
      { user: ADMIN_USER },
    );
    const old = before.data!.analyticsReport;
    expect(old.games.every((row) => row.started === 0 && row.finished === 0)).toBe(true);
    expect([old.paidGuides, old.freeGuides, old.newsletter.campaigns]).toEqual([[], [], []]);
    expect([old.newsletter.confirmed, old.newsletter.unsubscribed]).toEqual([0, 0]);
  });

  it('refuses hostile goals with typed Spanish errors and counts none of them', async () => {
    const free = await insertGuide(db(), { title: 'Otra gratuita', price: 0 });
    const draft = await insertGuide(db(), { title: 'Borrador pago', price: 3000, status: 'Borrador' });
    const before = await db().select().from(analyticsGoals);
    const cases: Array<[Parameters<typeof goal>[0], string, string, string?]> = [
      ['GAME_STARTED', 'ajedrez', 'BAD_USER_INPUT', GOAL_MESSAGES.unknownGame],
      ['GAME_FINISHED', '', 'BAD_USER_INPUT', GOAL_MESSAGES.unknownGame],
      ['GAME_STARTED', 'x'.repeat(100_000), 'BAD_USER_INPUT', GOAL_MESSAGES.unknownGame],
      ['GAME_STARTED', String(free.id), 'BAD_USER_INPUT', GOAL_MESSAGES.unknownGame],
      ['GUIDE_BUY_CLICK', String(free.id), 'BAD_USER_INPUT', GOAL_MESSAGES.freeGuide],
      ['GUIDE_BUY_CLICK', String(draft.id), 'NOT_FOUND', GOAL_MESSAGES.guideNotFound],
      ['GUIDE_BUY_CLICK', '2147483647', 'NOT_FOUND', GOAL_MESSAGES.guideNotFound],
      ['GUIDE_BUY_CLICK', '99999999999999999999999', 'BAD_USER_INPUT'],
      ['GUIDE_BUY_CLICK', '-1', 'BAD_USER_INPUT'],
      ['GUIDE_BUY_CLICK', '1; drop table guides; --', 'BAD_USER_INPUT'],
      ['GUIDE_BUY_CLICK', 'probable-que', 'BAD_USER_INPUT'],
    ];
    for (const [name, subject, code, message] of cases) {
      const result = await goal(name, subject, '192.0.2.50');
      expect(errorCode(result), `${name} ${subject.slice(0, 30)}`).toBe(code);
      if (message) expect(result.errors?.[0]?.message).toBe(message);
    }
    // A goal the browser may not report is not in the enum.
    const forged = await app.execute(Goal, { goal: 'GUIDE_PURCHASE' as 'GAME_STARTED', subject: '1' });
    expect(forged.errors).toBeDefined();
    expect(errorCode(forged)).not.toBe('INTERNAL_SERVER_ERROR');
    expect(await db().select().from(analyticsGoals)).toEqual(before);
  });

  it("keeps a guide's sales and downloads in their period after she changes its price", async () => {
    const byTitle = async (title: string) => (await db().select().from(guides).where(eq(guides.title, title)))[0]!;
    const sold = await byTitle('Guía de límites con amor');
    const downloaded = await byTitle('Guía gratuita de rutinas');
    // The sold guide is now free and the downloaded one costs money.
    await db().update(guides).set({ price: 0 }).where(eq(guides.id, sold.id));
    await db().update(guides).set({ price: 2500 }).where(eq(guides.id, downloaded.id));

    const data = await report();
    expect(data.paidGuides).toEqual([
      { id: String(sold.id), title: 'Guía de límites con amor', views: 3, buyClicks: 2, purchases: 1 },
    ]);
    expect(data.freeGuides).toEqual([{ id: String(downloaded.id), title: 'Guía gratuita de rutinas', downloads: 1 }]);
  });
});
