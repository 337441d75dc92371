/**
 * The subscribe box's double opt-in, the confirmation and unsubscribe links
 * (GraphQL and the one-click POST), the admin's list and CSV export, and
 * forgetting addresses, on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { captureLogs, type CapturedLogs } from '../../../test/logCapture';
import { openedBody } from '../../../test/queuedMail';
import { newsletterSubscribers, outgoingEmails, throttles, users } from '../../db/schema';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { deleteExpiredRows } from '../housekeeping';
import { unsubscribeToken } from './subscriberTokens';

const Subscribe = graphql(`
  mutation TestSubscribe($email: String!, $website: String) {
    subscribeToNewsletter(email: $email, website: $website)
  }
`);
const Confirm = graphql(`
  mutation TestConfirmSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      alreadyConfirmed
    }
  }
`);
const Unsubscribe = graphql(`
  mutation TestUnsubscribe($token: String!) {
    unsubscribeFromNewsletter(token: $token)
  }
`);
const Subscribers = graphql(`
  query TestSubscribers($input: AdminListInput) {
    subscribers(input: $input) {
      items {
        id
        email
        status
        createdAt
        confirmedAt
      }
      totalCount
      pageCount
      confirmedCount
      subscriberCount
    }
  }
`);
const DeleteSubscriber = graphql(`
  mutation TestDeleteSubscriber($id: ID!) {
    deleteSubscriber(id: $id)
  }
`);
const NewsletterEnabled = graphql(`
  query TestNewsletterEnabled {
    newsletterEnabled
  }
`);

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };

describe.each(TEST_DATABASES)('newsletter subscriptions on %s', (kind) => {
  let app: TestApp;
  let logs: CapturedLogs;
  let http: Awaited<ReturnType<typeof startHttp>>;
  let visitorCount = 0;
  const db = () => app.runtime.services.db;
  /** Each call a new visitor from a new address, so throttles stay out of the way unless a test wants them. */
  const freshVisitor = () => {
    visitorCount += 1;
    return {
      visitorId: `visitor-${visitorCount}-0000-0000-000000000000`,
      ip: `10.0.${visitorCount >> 8}.${visitorCount & 255}`,
    };
  };
  const subscribeAs = (email: string, who = freshVisitor(), website?: string) =>
    app.execute(Subscribe, { email, website }, who);
  const subscriber = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const mailsTo = async (email: string) =>
    db().select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email)).orderBy(outgoingEmails.id);
  /** The token of the newest confirmation link e-mailed to the address (only its hash is stored). */
  const confirmTokenFor = async (email: string) => {
    const mails = await mailsTo(email);
    return /\/newsletter\/confirmar#([A-Za-z0-9_-]+)/.exec(openedBody(app.config, mails.at(-1)?.textBody))?.[1] ?? '';
  };

  beforeAll(async () => {
    logs = captureLogs('info');
    app = await createTestApp(kind, {
      seed: false,
      logger: logs.logger,
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: OWNER.email },
    });
    http = await startHttp(app);
  });
  beforeEach(async () => {
    await db().delete(newsletterSubscribers);
    await db().delete(outgoingEmails);
    await db().delete(throttles);
    logs.lines.length = 0;
  });
  afterAll(async () => {
    await http?.close();
    await app?.close();
  });

  it('says the box is on only with e-mail set up', async () => {
    expect((await app.execute(NewsletterEnabled)).data?.newsletterEnabled).toBe(true);
    const { smtpUrl } = app.runtime.services.config;
    app.runtime.services.config.smtpUrl = undefined;
    try {
      expect((await app.execute(NewsletterEnabled)).data?.newsletterEnabled).toBe(false);
      const refused = await subscribeAs('ana@example.com');
      expect(errorCode(refused)).toBe('SERVICE_UNAVAILABLE');
      expect(refused.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.notConfigured);
    } finally {
      app.runtime.services.config.smtpUrl = smtpUrl;
    }
  });

  it('refuses a missing or malformed address with the field and a Spanish message', async () => {
    for (const [email, message] of [
      ['', NEWSLETTER_MESSAGES.emailRequired],
      ['   ', NEWSLETTER_MESSAGES.emailRequired],
      ['no-es-un-mail', NEWSLETTER_MESSAGES.emailInvalid],
      ['ana@example.com\r\nBcc: todos@example.com', NEWSLETTER_MESSAGES.emailInvalid],
      ['ana@example.com,otra@example.com', NEWSLETTER_MESSAGES.emailInvalid],
      [`${'a'.repeat(250)}@example.com`, NEWSLETTER_MESSAGES.emailInvalid],
    ] as const) {
      const refused = await subscribeAs(email);
      expect(errorCode(refused), email).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field: 'email', message }]);
    }
    // A NUL byte never reaches the rules: the API's input guard refuses it first.
    const nul = await subscribeAs('ana\u0000@example.com');
    expect(errorCode(nul)).toBe('BAD_USER_INPUT');
    expect(nul.errors?.[0]?.message).toBe('El texto contiene caracteres no válidos.');
    expect(await db().$count(newsletterSubscribers)).toBe(0);
  });

  it('keeps the address pending and e-mails one confirmation link; nothing else until it is opened', async () => {
    const answer = await subscribeAs('  Ana.Perez@Example.com ');
    expect(answer.data?.subscribeToNewsletter).toBe(true);
    const pending = await subscriber('ana.perez@example.com');
    expect(pending).toMatchObject({ status: 'pendiente', confirmedAt: null });
    const [mail] = await mailsTo('ana.perez@example.com');
    expect(mail?.subject).toBe('Confirma tu suscripción a Crecer en Familia');
    const token = await confirmTokenFor('ana.perez@example.com');
    expect(openedBody(app.config, mail?.textBody)).toContain(`${app.config.publicUrl}/newsletter/confirmar#${token}`);
    expect(token).toHaveLength(43);
    expect(mail?.expiresAt).not.toBeNull();

    const confirmed = await app.execute(Confirm, { token });
    expect(confirmed.data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: false });
    expect(await subscriber('ana.perez@example.com')).toMatchObject({ status: 'confirmado' });
    // Opening the link again is fine, and the answer says it was used already.
    expect((await app.execute(Confirm, { token })).data?.confirmNewsletterSubscription).toEqual({
      alreadyConfirmed: true,
    });
    // Subscribing again once confirmed sends nothing and says the same.
    expect((await subscribeAs('ana.perez@example.com')).data?.subscribeToNewsletter).toBe(true);
    expect(await mailsTo('ana.perez@example.com')).toHaveLength(1);
    expect(JSON.stringify(logs.lines)).not.toContain('ana.perez');
  });

  it('refuses a wrong, malformed or expired confirmation link', async () => {
    const malformed = await app.execute(Confirm, { token: 'x' });
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.linkIncomplete);
    const unknown = await app.execute(Confirm, { token: 'a'.repeat(43) });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.confirmLinkInvalid);

    await subscribeAs('tarde@example.com');
    await db().execute(sql`UPDATE newsletter_subscribers SET created_at = now() - interval '8 days'`);
    const late = await app.execute(Confirm, { token: await confirmTokenFor('tarde@example.com') });
    expect(errorCode(late)).toBe('NOT_FOUND');
    // Housekeeping then deletes the address and its confirmation e-mail.
    await deleteExpiredRows(app.runtime.services);
    expect(await subscriber('tarde@example.com')).toBeUndefined();
    expect(await mailsTo('tarde@example.com')).toHaveLength(0);
  });

  it('gives a link asked for again its own week, even after the first one expired', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    // Pending 8 days (the first link dead, housekeeping not yet run): a new link that works.
    await subscribeAs('otra.vez@example.com', freshVisitor());
    await db().execute(
      sql`UPDATE newsletter_subscribers SET created_at = now() - interval '8 days' WHERE email = 'otra.vez@example.com'`,
    );
    await subscribeAs('otra.vez@example.com', freshVisitor());
    const mails = await mailsTo('otra.vez@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const renewed = await app.execute(Confirm, { token: await confirmTokenFor('otra.vez@example.com') });
    expect(renewed.data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: false });

    // Pending 5 minutes short of a week: the new link lives a week, not five minutes.
    await subscribeAs('casi@example.com', freshVisitor());
    await db().execute(
      sql`UPDATE newsletter_subscribers SET created_at = now() - interval '6 days 23 hours 55 minutes' WHERE email = 'casi@example.com'`,
    );
    await subscribeAs('casi@example.com', freshVisitor());
    expect((await mailsTo('casi@example.com')).at(-1)!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('lets a pending address ask again for its link, but floods nobody', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await subscribeAs('buzon@example.com')).data?.subscribeToNewsletter).toBe(true);
    expect(await db().$count(newsletterSubscribers)).toBe(1);
    expect(await mailsTo('buzon@example.com')).toHaveLength(3);
  });

  it('throttles one visitor, and drops what a bot puts in the honeypot', async () => {
    const who = freshVisitor();
    for (let i = 0; i < 5; i += 1) await subscribeAs(`persona${i}@example.com`, who);
    const sixth = await subscribeAs('persona5@example.com', who);
    expect(errorCode(sixth)).toBe('TOO_MANY_REQUESTS');
    expect(sixth.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.throttled);

    const bot = await subscribeAs('bot@example.com', freshVisitor(), 'https://spam.example');
    expect(bot.data?.subscribeToNewsletter).toBe(true);
    expect(await subscriber('bot@example.com')).toBeUndefined();
  });

  it('unsubscribes in one click (RFC 8058 POST, no session), deleting the address and its e-mails', async () => {
    await subscribeAs('sale@example.com');
    await app.execute(Confirm, { token: await confirmTokenFor('sale@example.com') });
    const { id } = (await subscriber('sale@example.com'))!;
    // What every newsletter to her carries (delivery.ts).
    const token = unsubscribeToken(app.runtime.services.config.appSecret, id, 'sale@example.com');

    const response = await fetch(`${http.url}/newsletter/baja?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Te diste de baja');
    expect(await subscriber('sale@example.com')).toBeUndefined();
    expect(await mailsTo('sale@example.com')).toHaveLength(0);
    // Again (a mail app retrying): 200, so the app reports no failure, but no false 'Te diste de baja'.
    const again = await fetch(`${http.url}/newsletter/baja?token=${token}`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
    // Through GraphQL (the page): a typed NOT_FOUND the page shows as an invalid or used link.
    const used = await app.execute(Unsubscribe, { token });
    expect(errorCode(used)).toBe('NOT_FOUND');
    expect(used.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);

    const noToken = await fetch(`${http.url}/newsletter/baja`, { method: 'POST' });
    expect(noToken.status).toBe(400);
    expect(await noToken.text()).toBe(NEWSLETTER_MESSAGES.linkIncomplete);
    const hostile = await fetch(`${http.url}/newsletter/baja?token=%00${'%27'.repeat(50)}`, { method: 'POST' });
    expect(hostile.status).toBe(400);
    // An id past the column's range is no one, not a database error.
    const huge = await fetch(`${http.url}/newsletter/baja?token=9999999999-${'a'.repeat(43)}`, { method: 'POST' });
    expect(huge.status).toBe(200);
    expect(errorCode(await app.execute(Unsubscribe, { token: `9999999999-${'a'.repeat(43)}` }))).toBe('NOT_FOUND');
  });

  it("refuses a forged or someone else's unsubscribe link, in Spanish, and keeps the address", async () => {
    await subscribeAs('queda@example.com');
    const { id } = (await subscriber('queda@example.com'))!;
    const forged = unsubscribeToken('otro-secreto', id, 'queda@example.com');
    const wrongAddress = unsubscribeToken(app.runtime.services.config.appSecret, id, 'otra@example.com');
    for (const token of [forged, wrongAddress, 'b'.repeat(43)]) {
      const answer = await app.execute(Unsubscribe, { token });
      expect(errorCode(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
      const oneClick = await fetch(`${http.url}/newsletter/baja?token=${token}`, { method: 'POST' });
      expect(await oneClick.text()).not.toContain('Te diste de baja');
    }
    expect(await subscriber('queda@example.com')).toBeDefined();
  });

  it('redirects a link with the token in the query to the page with it in the fragment', async () => {
    for (const path of ['/newsletter/baja', '/newsletter/confirmar']) {
      const response = await fetch(`${http.url}${path}?token=abc_DEF-123`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${path}#abc_DEF-123`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lists subscribers for the admin, newest first, searched and counted without counting rows', async () => {
    for (const email of ['uno@example.com', 'dos@example.com', 'tres@ejemplo.org']) await subscribeAs(email);
    await app.execute(Confirm, { token: await confirmTokenFor('dos@example.com') });
    const anonymous = await app.execute(Subscribers, {});
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');

    const page = await app.execute(Subscribers, { input: { pageSize: 2 } }, { user: ADMIN_USER });
    expect(page.data?.subscribers).toMatchObject({ totalCount: 3, pageCount: 2, confirmedCount: 1 });
    expect(page.data?.subscribers.items.map((row) => row.email)).toEqual(['tres@ejemplo.org', 'dos@example.com']);
    const searched = await app.execute(Subscribers, { input: { search: 'EXAMPLE.com' } }, { user: ADMIN_USER });
    expect(searched.data?.subscribers.items.map((row) => [row.email, row.status])).toEqual([
      ['dos@example.com', 'CONFIRMADO'],
      ['uno@example.com', 'PENDIENTE'],
    ]);
    // The matches, and the whole list's totals for the line above it.
    expect(searched.data?.subscribers).toMatchObject({ totalCount: 2, subscriberCount: 3, confirmedCount: 1 });
    const literal = await app.execute(Subscribers, { input: { search: '%' } }, { user: ADMIN_USER });
    expect(literal.data?.subscribers.totalCount).toBe(0);

    const id = page.data!.subscribers.items[0]!.id;
    expect((await app.execute(DeleteSubscriber, { id }, { user: ADMIN_USER })).data?.deleteSubscriber).toBe(id);
    const gone = await app.execute(DeleteSubscriber, { id }, { user: ADMIN_USER });
    expect(errorCode(gone)).toBe('NOT_FOUND');
    const after = await app.execute(Subscribers, {}, { user: ADMIN_USER });
    expect(after.data?.subscribers).toMatchObject({ totalCount: 2, confirmedCount: 1 });
  });

  it('exports the list as CSV for the signed-in owner only, with formulas defused', async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        {
          email: 'ana@example.com',
          status: 'confirmado',
          confirmedAt: new Date(),
        },
        { email: '=hyperlink("http://evil.example")@x.com' },
      ]);
    const anonymous = await fetch(`${http.url}/download/admin/suscriptores.csv`);
    expect(anonymous.status).toBe(401);

    await db().delete(users);
    await upsertUser(db(), OWNER.email, OWNER.password);
    const login = await postGraphQL(http.url, {
      query: `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
    });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    const response = await fetch(`${http.url}/download/admin/suscriptores.csv`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="suscriptores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = await response.text();
    const lines = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('E-mail,Estado,Fecha de alta,Fecha de confirmación');
    expect(lines[1]).toMatch(
      /^ana@example\.com,Confirmado,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines[2]).toMatch(/^"'=hyperlink\(""http:\/\/evil\.example""\)@x\.com",Pendiente,/);
  });
});
