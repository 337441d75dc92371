/**
 * Brute-force protection that cannot be turned against the owner, over real
 * HTTP from many loopback addresses (127.0.0.x): each one a client.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postGraphQLFrom, startHttp } from '../../../test/http';
import { throttles } from '../../db/schema';
import { upsertUser } from './accounts';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  LOGIN_THROTTLED_MESSAGE,
} from './login';

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { email } }';
const OWNER = { email: 'duena@example.com', password: 'la-clave-de-la-duena-1' };
const OWNER_ADDRESS = '127.0.0.2';

describe('login throttling by account and client address', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
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

  it('past the per-account ceiling, refuses new addresses but not one she has signed in from', async () => {
    const { db } = app.runtime.services;
    await db.delete(throttles);
    expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toBeTruthy();
    // A guesser spread over many addresses: as many attempts as the ceiling allows, counted as
    // the service counts them (one per attempt), without paying for an Argon2 check each.
    await db
      .update(throttles)
      .set({ hits: LOGIN_PER_ACCOUNT.limit })
      .where(and(eq(throttles.bucket, LOGIN_PER_ACCOUNT.bucket), eq(throttles.subject, OWNER.email)));
    expect(messageOf(await attempt('127.0.0.50', OWNER.email, 'otra-clave'))).toBe(LOGIN_THROTTLED_MESSAGE);
    expect(messageOf(await attempt('127.0.0.51', OWNER.email, OWNER.password))).toBe(LOGIN_THROTTLED_MESSAGE);
    expect((await attempt(OWNER_ADDRESS, OWNER.email, OWNER.password)).json.data?.login).toEqual({
      email: OWNER.email,
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
