/**
 * Brute-force protection that cannot be turned against the owner, over real
 * HTTP from many loopback addresses (127.0.0.x): each one a client.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postGraphQLFrom, startHttp } from '../../../test/http';
import { JUST_INSIDE, JUST_PAST, setThrottle as setRow } from '../../../test/throttleRows';
import { loginAddresses, throttles } from '../../db/schema';
import type { ThrottleRule } from '../throttle';
import { upsertUser } from './accounts';
import {
  KNOWN_ADDRESS_DAYS,
  LOGIN_FAILED_MESSAGE,
  LOGIN_PAST_CEILING_PER_NEW_ADDRESS,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  LOGIN_THROTTLED_MESSAGE,
} from './login';

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { email } }';
const OWNER = { email: 'duena@example.com', password: 'la-clave-de-la-duena-1' };
const OWNER_ADDRESS = '127.0.0.2';

describe.each(TEST_DATABASES)('login throttling by account and client address on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    await upsertUser(app.runtime.services.db, OWNER.email, OWNER.password);
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

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
    // The attack as it was reproduced live: one wrong password from each of 106 addresses.
    const ATTACKERS = Array.from({ length: LOGIN_PER_ACCOUNT.limit + 6 }, (_, i) => `127.0.0.${100 + i}`);

    beforeAll(async () => {
      await app.runtime.services.db.delete(throttles);
      // She has signed in from home before the attack starts.
      expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
      const messages = [];
      for (const address of ATTACKERS) messages.push(messageOf(await attempt(address, OWNER.email, 'no-es-la-clave')));
      // Slowed, not stopped: past the ceiling each new address still has its one attempt.
      expect(messages).toEqual(Array(ATTACKERS.length).fill(LOGIN_FAILED_MESSAGE));
    });

    it('lets her first sign-in from an address she has never used succeed', async () => {
      expect((await attempt('127.0.0.3', OWNER.email, OWNER.password)).json.data?.login).toEqual({
        email: OWNER.email,
      });
    });

    it('gives each new address one attempt: its second, even the right password, waits', async () => {
      const address = ATTACKERS.at(-1)!;
      expect(LOGIN_PAST_CEILING_PER_NEW_ADDRESS).toBe(1);
      expect(messageOf(await attempt(address, OWNER.email, 'otra-clave'))).toBe(LOGIN_THROTTLED_MESSAGE);
      expect(messageOf(await attempt('127.0.0.4', OWNER.email, 'otra-clave'))).toBe(LOGIN_FAILED_MESSAGE);
      expect(messageOf(await attempt('127.0.0.4', OWNER.email, OWNER.password))).toBe(LOGIN_THROTTLED_MESSAGE);
    });

    it('answers an unknown e-mail past its ceiling alike: one attempt per new address', async () => {
      const nobody = 'nadie@example.com';
      await setRow(app.runtime.services.db, LOGIN_PER_ACCOUNT, nobody, LOGIN_PER_ACCOUNT.limit, JUST_INSIDE);
      expect(messageOf(await attempt('127.0.0.5', nobody, 'x'))).toBe(LOGIN_FAILED_MESSAGE);
      expect(messageOf(await attempt('127.0.0.5', nobody, 'x'))).toBe(LOGIN_THROTTLED_MESSAGE);
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

    it('every login window is 15 minutes', () => {
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
      // A new address that has had its one attempt past the ceiling.
      const address = '127.0.0.62';
      const pair = `${OWNER.email}|${address}`;
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, pair, LOGIN_PAST_CEILING_PER_NEW_ADDRESS, INSIDE);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, pair, LOGIN_PAST_CEILING_PER_NEW_ADDRESS, INSIDE);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, PAST);
      expect(await signIn(address)).toBe('ok');
    });

    it('LOGIN_PAST_CEILING_PER_NEW_ADDRESS', async () => {
      // Past the ceiling, a new address's one attempt comes back when the pair's window ends.
      const address = '127.0.0.64';
      const pair = `${OWNER.email}|${address}`;
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, pair, LOGIN_PAST_CEILING_PER_NEW_ADDRESS, INSIDE);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
      await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, pair, LOGIN_PAST_CEILING_PER_NEW_ADDRESS, PAST);
      expect(await signIn(address)).toBe('ok');
    });

    it('KNOWN_ADDRESS_DAYS', async () => {
      const address = '127.0.0.63';
      const pair = `${OWNER.email}|${address}`;
      const signedInDaysAgo = async (days: number) => {
        await app.runtime.services.db
          .insert(loginAddresses)
          .values({ email: OWNER.email, address, lastSignedInAt: sql`now() - make_interval(secs => ${days * 86_400})` })
          .onConflictDoUpdate({
            target: [loginAddresses.email, loginAddresses.address],
            set: { lastSignedInAt: sql`now() - make_interval(secs => ${days * 86_400})` },
          });
        // Past the ceiling, with the one attempt of a new address already spent.
        await setThrottle(LOGIN_PER_ACCOUNT_AND_ADDRESS, pair, LOGIN_PAST_CEILING_PER_NEW_ADDRESS, INSIDE);
        await setThrottle(LOGIN_PER_ACCOUNT, OWNER.email, LOGIN_PER_ACCOUNT.limit, INSIDE);
      };
      const hour = 1 / 24;
      await signedInDaysAgo(KNOWN_ADDRESS_DAYS - hour);
      expect(await signIn(address)).toBe('ok');
      await signedInDaysAgo(KNOWN_ADDRESS_DAYS + hour);
      expect(await signIn(address)).toBe(LOGIN_THROTTLED_MESSAGE);
    });
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let direct: { app: TestApp; server: Awaited<ReturnType<typeof startHttp>> };
  let proxied: { app: TestApp; server: Awaited<ReturnType<typeof startHttp>> };

  async function start(trustProxy: { hops: number } | null) {
    const app = await createTestApp('pglite', { seed: false, config: { trustProxy } });
    await upsertUser(app.runtime.services.db, OWNER.email, OWNER.password);
    return { app, server: await startHttp(app) };
  }

  beforeAll(async () => {
    direct = await start(null);
    proxied = await start({ hops: 1 });
  });
  afterAll(async () => {
    for (const s of [direct, proxied]) {
      await s?.server.close();
      await s?.app.close();
    }
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
