/**
 * Brute-force protection that cannot be turned against the owner, over real
 * HTTP from many loopback addresses (127.0.0.x): each one a client.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import type { TestApp } from '../../../test/harness';
import { postGraphQLFrom } from '../../../test/http';
import { closeHttpSite, openHttpSiteWithAccount, type HttpTestServer } from '../../../test/httpSite';
import { JUST_INSIDE, JUST_PAST, setThrottle as setRow } from '../../../test/throttleRows';
import { openedBody } from '../../../test/queuedMail';
import { loginAddresses, outgoingEmails, passwordResetTokens, throttles, users } from '../../db/schema';
import type { ThrottleRule } from '../visitors';
import { upsertUser } from './accounts';
import {
  KNOWN_ADDRESS_DAYS,
  LOGIN_CEILING_NOTICE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  LOGIN_THROTTLED_MESSAGE,
} from './login';
import { hashResetToken } from './passwordReset';
import { NOTICE_SUBJECTS } from './signInNotices';

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { email } }';
const RESET =
  'mutation Reset($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }';
const OWNER = { email: 'duena@example.com', password: 'la-clave-de-la-duena-1' };
const OWNER_ADDRESS = '127.0.0.2';

describe.each(TEST_DATABASES)('login throttling by account and client address on %s', (kind) => {
  let app: TestApp;
  let server: HttpTestServer;
  beforeAll(async () => {
    ({ app, server } = await openHttpSiteWithAccount(kind, OWNER));
  });
  afterAll(() => closeHttpSite(server, app));

  const attempt = (address: string, email: string, password: string) =>
    postGraphQLFrom(server.url, address, { query: LOGIN, variables: { email, password } });
  const messageOf = (answer: Awaited<ReturnType<typeof attempt>>) => answer.json.errors?.[0]?.message;

  it('leaves the owner able to sign in from her address after wrong passwords from eight others', async () => {
    await app.runtime.services.db.delete(throttles);
    for (let i = 0; i < 8; i += 1) {
      const wrong = await attempt(`127.0.0.${10 + i}`, OWNER.email, 'no-es-la-clave');
      expect(messageOf(wrong)).toBe(LOGIN_FAILED_MESSAGE);
    }
    const hers = await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password);
    expect(hers.json.data?.login).toEqual({ email: OWNER.email });
  });

  it('throttles one address that sends the same eight, for that account, with the same message for any e-mail', async () => {
    await app.runtime.services.db.delete(throttles);
    const results = [];
    for (let i = 0; i < 8; i += 1) results.push(messageOf(await attempt('127.0.0.30', OWNER.email, 'no-es-la-clave')));
    expect(results).toEqual([
      ...Array(LOGIN_PER_ACCOUNT_AND_ADDRESS.limit).fill(LOGIN_FAILED_MESSAGE),
      ...Array(8 - LOGIN_PER_ACCOUNT_AND_ADDRESS.limit).fill(LOGIN_THROTTLED_MESSAGE),
    ]);
    // Even the right password from that address waits; from hers it works.
    expect(messageOf(await attempt('127.0.0.30', OWNER.email, OWNER.password))).toBe(LOGIN_THROTTLED_MESSAGE);
    expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
    // An unknown e-mail is answered alike: nothing tells which accounts exist.
    const unknown = [];
    for (let i = 0; i < 6; i += 1) unknown.push(messageOf(await attempt('127.0.0.31', 'nadie@example.com', 'x')));
    expect(unknown.at(-1)).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(unknown.slice(0, 5)).toEqual(Array(5).fill(LOGIN_FAILED_MESSAGE));
  });

  it('blocks an address for every account after its failures pass the per-address limit', async () => {
    await app.runtime.services.db.delete(throttles);
    for (let i = 0; i < LOGIN_PER_ADDRESS.limit; i += 1)
      expect(messageOf(await attempt('127.0.0.40', `persona${i}@example.com`, 'x'))).toBe(LOGIN_FAILED_MESSAGE);
    expect(messageOf(await attempt('127.0.0.40', OWNER.email, OWNER.password))).toBe(LOGIN_THROTTLED_MESSAGE);
    expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
  });

  describe('a guesser spread over many addresses, past the per-account ceiling', () => {
    // One wrong password from each of limit + 6 addresses; her sign-in from home before does not count.
    const ATTACKERS = Array.from({ length: LOGIN_PER_ACCOUNT.limit + 6 }, (_, i) => `127.0.0.${100 + i}`);
    let attackMessages: (string | undefined)[] = [];

    beforeAll(async () => {
      const { db } = app.runtime.services;
      await db.delete(throttles);
      await db.delete(loginAddresses);
      // She has signed in from home before the attack starts.
      expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
      await db.delete(outgoingEmails);
      attackMessages = [];
      for (const address of ATTACKERS)
        attackMessages.push(messageOf(await attempt(address, OWNER.email, 'no-es-la-clave')));
    });

    it('refuses every address it has not signed in from once the ceiling is reached: no attempt at all', () => {
      const checked = LOGIN_PER_ACCOUNT.limit;
      expect(attackMessages).toEqual([
        ...Array(checked).fill(LOGIN_FAILED_MESSAGE),
        ...Array(ATTACKERS.length - checked).fill(LOGIN_THROTTLED_MESSAGE),
      ]);
    });

    it('refuses her first sign-in from a new address too, with the same message', async () => {
      expect(messageOf(await attempt('127.0.0.3', OWNER.email, OWNER.password))).toBe(LOGIN_THROTTLED_MESSAGE);
    });

    it('lets her sign in from the address she has used', async () => {
      expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toEqual({
        email: OWNER.email,
      });
    });

    it('e-mails her once that the ceiling was reached, however many attempts follow', async () => {
      for (let i = 0; i < 3; i += 1) await attempt(`127.0.0.${200 + i}`, OWNER.email, 'otra-clave');
      const mails = await app.runtime.services.db.select().from(outgoingEmails);
      expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([[OWNER.email, NOTICE_SUBJECTS.ceiling]]);
      expect(openedBody(app.config, mails[0]?.textBody)).toContain(`más de ${LOGIN_PER_ACCOUNT.limit} intentos`);
    });

    it('answers an unknown e-mail past its ceiling alike, and e-mails nobody', async () => {
      const nobody = 'nadie@example.com';
      await setRow(app.runtime.services.db, LOGIN_PER_ACCOUNT, nobody, LOGIN_PER_ACCOUNT.limit, JUST_INSIDE);
      expect(messageOf(await attempt('127.0.0.5', nobody, 'x'))).toBe(LOGIN_THROTTLED_MESSAGE);
      const mails = await app.runtime.services.db.select().from(outgoingEmails);
      expect(mails.filter((mail) => mail.toAddress === nobody)).toEqual([]);
    });

    it('keeps the normal allowance for an address she has signed in from', async () => {
      const messages = [];
      for (let i = 0; i <= LOGIN_PER_ACCOUNT_AND_ADDRESS.limit; i += 1)
        messages.push(messageOf(await attempt(OWNER_ADDRESS, OWNER.email, 'me-equivoque')));
      expect(messages).toEqual([
        ...Array(LOGIN_PER_ACCOUNT_AND_ADDRESS.limit).fill(LOGIN_FAILED_MESSAGE),
        LOGIN_THROTTLED_MESSAGE,
      ]);
    });
  });

  it('never spends the ceiling on her own sign-ins, from however many places', async () => {
    const { db } = app.runtime.services;
    await db.delete(throttles);
    await db.delete(loginAddresses);
    await db.delete(outgoingEmails);
    // Her phone, laptop, the office, a hotel…: more successful sign-ins than the ceiling, each from a new place.
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit + 5; i += 1) {
      const hers = await attempt(`127.0.1.${10 + i}`, OWNER.email, OWNER.password);
      expect(hers.json.data?.login, `sign-in ${i + 1}`).toEqual({ email: OWNER.email });
    }
    const mails = await db.select().from(outgoingEmails);
    expect(mails.filter((mail) => mail.subject === NOTICE_SUBJECTS.ceiling)).toEqual([]);
    // Wrong passwords still meet the whole ceiling afterwards.
    const messages = [];
    for (let i = 0; i <= LOGIN_PER_ACCOUNT.limit; i += 1)
      messages.push(messageOf(await attempt(`127.0.2.${10 + i}`, OWNER.email, 'no-es-la-clave')));
    expect(messages).toEqual([...Array(LOGIN_PER_ACCOUNT.limit).fill(LOGIN_FAILED_MESSAGE), LOGIN_THROTTLED_MESSAGE]);
  });

  describe('the e-mail for a sign-in from an address the account has not used', () => {
    const noticesTo = async (email: string) =>
      (await app.runtime.services.db.select().from(outgoingEmails)).filter(
        (mail) => mail.toAddress === email && mail.subject === NOTICE_SUBJECTS.newAddress,
      );

    beforeEach(async () => {
      const { db } = app.runtime.services;
      await db.delete(throttles);
      await db.delete(loginAddresses);
      await db.delete(outgoingEmails);
    });

    it('is queued for a new address with the address and time, once, and not for a wrong password', async () => {
      expect(messageOf(await attempt('127.0.0.8', OWNER.email, 'no-es-la-clave'))).toBe(LOGIN_FAILED_MESSAGE);
      expect(await noticesTo(OWNER.email)).toEqual([]);
      expect((await attempt('127.0.0.8', OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
      const [notice, ...others] = await noticesTo(OWNER.email);
      expect(others).toEqual([]);
      expect(openedBody(app.config, notice?.textBody)).toContain('127.0.0.8');
      expect(openedBody(app.config, notice?.textBody)).toMatch(/el \d{1,2} de \p{L}+ de \d{4}/u);
      expect(openedBody(app.config, notice?.htmlBody)).toContain('127.0.0.8');
      // Queued without SMTP: it waits (the mail-sweep job queues it once e-mail is set up), for a day at most.
      expect(notice).toMatchObject({ deliveryStatus: 'pending' });
      expect(notice?.expiresAt).toBeInstanceOf(Date);

      expect((await attempt('127.0.0.8', OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
      expect(await noticesTo(OWNER.email)).toHaveLength(1);
      expect((await attempt('127.0.0.9', OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
      expect(await noticesTo(OWNER.email)).toHaveLength(2);
    });
  });

  describe('windows: a row just inside its window still counts, one just past it does not', () => {
    const INSIDE = JUST_INSIDE;
    const PAST = JUST_PAST;
    const setThrottle = (rule: ThrottleRule, subject: string, hits: number, offsetSeconds: number) =>
      setRow(app.runtime.services.db, rule, subject, hits, offsetSeconds);
    const signIn = async (address: string) => messageOf(await attempt(address, OWNER.email, OWNER.password)) ?? 'ok';

    beforeEach(async () => {
      await app.runtime.services.db.delete(throttles);
      await app.runtime.services.db.delete(loginAddresses);
    });

    it('every login attempt window is 15 minutes', () => {
      for (const rule of [LOGIN_PER_ACCOUNT_AND_ADDRESS, LOGIN_PER_ADDRESS, LOGIN_PER_ACCOUNT])
        expect(rule.windowSeconds, rule.bucket).toBe(15 * 60);
    });

    it('LOGIN_PER_ACCOUNT_AND_ADDRESS', async () => {
      const address = '127.0.0.60';
      const subject = `${OWNER.email}|${address}`;
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, subject, LOGIN_PER_ACCOUNT_AND_ADDRESS.limit, INSIDE);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, subject, LOGIN_PER_ACCOUNT_AND_ADDRESS.limit, PAST);
      expect(await signIn(address)).toBe('ok');
    });

    it('LOGIN_PER_ADDRESS', async () => {
      const address = '127.0.0.61';
      await setThrottle(LOGIN_PER_ADDRESS, address, LOGIN_PER_ADDRESS.limit, INSIDE);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
      await setThrottle(LOGIN_PER_ADDRESS, address, LOGIN_PER_ADDRESS.limit, PAST);
      expect(await signIn(address)).toBe('ok');
    });

    it('LOGIN_PER_ACCOUNT', async () => {
      // An address the account has never signed in from.
      const address = '127.0.0.62';
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, PAST);
      expect(await signIn(address)).toBe('ok');
    });

    it('KNOWN_ADDRESS_DAYS', async () => {
      const address = '127.0.0.63';
      const signedInDaysAgo = async (days: number) => {
        await app.runtime.services.db
          .insert(loginAddresses)
          .values({ email: OWNER.email, address, lastSignedInAt: sql`now() - make_interval(secs => ${days * 86_400})` })
          .onConflictDoUpdate({
            target: [loginAddresses.email, loginAddresses.address],
            set: { lastSignedInAt: sql`now() - make_interval(secs => ${days * 86_400})` },
          });
        // Past the ceiling.
        await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      };
      const hour = 1 / 24;
      await signedInDaysAgo(KNOWN_ADDRESS_DAYS - hour);
      expect(await signIn(address)).toBe('ok');
      await signedInDaysAgo(KNOWN_ADDRESS_DAYS + hour);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
    });

    it('LOGIN_CEILING_NOTICE', async () => {
      const ceilingNotices = async () =>
        (await app.runtime.services.db.select().from(outgoingEmails)).filter(
          (mail) => mail.subject === NOTICE_SUBJECTS.ceiling,
        );
      await app.runtime.services.db.delete(outgoingEmails);
      // The ceiling passed again in a new window while the last notice is just inside its own: no mail.
      await setThrottle(LOGIN_CEILING_NOTICE, OWNER.email, LOGIN_CEILING_NOTICE.limit, INSIDE);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      expect(await signIn('127.0.0.65')).toBe(LOGIN_THROTTLED_MESSAGE);
      expect(await ceilingNotices()).toHaveLength(0);
      // Just past it: the next time the ceiling is passed, she is told again.
      await setThrottle(LOGIN_CEILING_NOTICE, OWNER.email, LOGIN_CEILING_NOTICE.limit, PAST);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      expect(await signIn('127.0.0.65')).toBe(LOGIN_THROTTLED_MESSAGE);
      expect(await ceilingNotices()).toHaveLength(1);
    });
  });
});

describe.each(TEST_DATABASES)('the per-account ceiling against one IPv6 /48, behind a trusted proxy, on %s', (kind) => {
  let app: TestApp;
  let server: HttpTestServer;
  // Her home: one /64, where a phone's privacy addresses change every day.
  const HOME = (host: string) => `2001:db8:aaaa:1::${host}`;
  // A rented /48 holds 65,536 /64s: each a new client to addressKey.
  const ATTACKERS = Array.from({ length: LOGIN_PER_ACCOUNT.limit + 10 }, (_, i) => `2001:db8:7:${i.toString(16)}::1`);

  beforeAll(async () => {
    ({ app, server } = await openHttpSiteWithAccount(kind, OWNER, { config: { trustProxy: { hops: 1 } } }));
  });
  afterAll(() => closeHttpSite(server, app));

  /** A login through the proxy (127.0.0.1, trusted) for a client at `client`. */
  const attempt = async (client: string, password: string) => {
    const answer = await postGraphQLFrom(
      server.url,
      '127.0.0.1',
      { query: LOGIN, variables: { email: OWNER.email, password } },
      { 'x-forwarded-for': client },
    );
    return answer.json.errors?.[0]?.message ?? 'ok';
  };
  const ceilingNotices = async () =>
    (await app.runtime.services.db.select().from(outgoingEmails)).filter(
      (mail) => mail.toAddress === OWNER.email && mail.subject === NOTICE_SUBJECTS.ceiling,
    );

  it('refuses every /64 of the /48 past the ceiling, lets her in from her /64, and e-mails her once', async () => {
    expect(await attempt(HOME('5'), OWNER.password)).toBe('ok');
    const messages = [];
    for (const address of ATTACKERS) messages.push(await attempt(address, 'no-es-la-clave'));
    // Her sign-in above spent none of the ceiling: the guessers get exactly LOGIN_PER_ACCOUNT tries.
    const checked = LOGIN_PER_ACCOUNT.limit;
    expect(messages).toEqual([
      ...Array(checked).fill(LOGIN_FAILED_MESSAGE),
      ...Array(ATTACKERS.length - checked).fill(LOGIN_THROTTLED_MESSAGE),
    ]);
    // Another address of her /64 is the same client, known to the account.
    expect(await attempt(HOME('77'), OWNER.password)).toBe('ok');
    expect(await attempt('2001:db8:bbbb:2::1', OWNER.password)).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(await ceilingNotices()).toHaveLength(1);
  });

  it('lets her in from a new address once she has set a new password there through the e-mailed link', async () => {
    const hotel = '198.51.100.20';
    const { db } = app.runtime.services;
    await setRow(db, LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit + 50, JUST_INSIDE);
    expect(await attempt(hotel, OWNER.password)).toBe(LOGIN_THROTTLED_MESSAGE);
    // The link's token, as requestPasswordReset stores it and mails it.
    const token = 'un-token-de-prueba-del-enlace-enviado-por-correo';
    const [user] = await db.select().from(users).where(eq(users.email, OWNER.email));
    await db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashResetToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 60_000) });
    const reset = await postGraphQLFrom(
      server.url,
      '127.0.0.1',
      { query: RESET, variables: { token, newPassword: 'la-clave-nueva-de-la-duena' } },
      { 'x-forwarded-for': hotel },
    );
    expect(reset.json.data?.resetPassword).toBe(true);
    // The guesser is still at it: the account is past its ceiling again, and the hotel is now known.
    await setRow(db, LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit + 50, JUST_INSIDE);
    expect(await attempt(hotel, 'la-clave-nueva-de-la-duena')).toBe('ok');
    expect(await attempt('198.51.100.21', 'la-clave-nueva-de-la-duena')).toBe(LOGIN_THROTTLED_MESSAGE);
    await upsertUser(db, OWNER.email, OWNER.password);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let direct: { app: TestApp; server: HttpTestServer };
  let proxied: { app: TestApp; server: HttpTestServer };

  const start = (trustProxy: { hops: number } | null) =>
    openHttpSiteWithAccount('pglite', OWNER, { config: { trustProxy } });

  beforeAll(async () => {
    direct = await start(null);
    proxied = await start({ hops: 1 });
  });
  afterAll(async () => {
    for (const s of [direct, proxied]) await closeHttpSite(s?.server, s?.app);
  });

  const failures = async (url: string, forwardedFor: (i: number) => string) => {
    const messages = [];
    for (let i = 0; i <= LOGIN_PER_ADDRESS.limit; i += 1) {
      const answer = await postGraphQLFrom(
        url,
        '127.0.0.1',
        { query: LOGIN, variables: { email: `persona${i}@example.com`, password: 'x' } },
        { 'x-forwarded-for': forwardedFor(i) },
      );
      messages.push(answer.json.errors?.[0]?.message);
    }
    return messages;
  };

  it('behind one trusted proxy, tells clients apart by the address the proxy adds', async () => {
    const messages = await failures(proxied.server.url, (i) => `198.51.100.${i + 1}`);
    expect(messages).toEqual(Array(LOGIN_PER_ADDRESS.limit + 1).fill(LOGIN_FAILED_MESSAGE));
  });

  it('trusts no header by default: a client cannot pick its address', async () => {
    const messages = await failures(direct.server.url, (i) => `198.51.100.${i + 1}`);
    expect(messages.at(-1)).toBe(LOGIN_THROTTLED_MESSAGE);
  });

  it('behind the proxy, takes the address the proxy saw, not one the client prepended', async () => {
    // The client sends "X-Forwarded-For: <made up>"; the proxy appends the real one.
    const messages = await failures(proxied.server.url, (i) => `203.0.113.${i + 1}, 192.0.2.77`);
    expect(messages.at(-1)).toBe(LOGIN_THROTTLED_MESSAGE);
  });
});
