/**
 * The owner's two ways to see whether the proxy passes visitors' addresses on
 * (docs/operations.md, "Real client addresses behind Docker"): the address
 * the admin dashboard shows her, and the warning in the log. Through the real
 * HTTP stack behind a trusted proxy (TRUST_PROXY=1), the proxy's
 * X-Forwarded-For standing for what Caddy saw.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../test/http';
import { upsertUser, SESSION_COOKIE } from '../services/auth';
import { FORWARDED_ADDRESS_WARNING, FORWARDED_ADDRESS_WATCH } from './forwardedAddressWatch';

const CONNECTION = '{ adminConnection { clientAddress privateAddress } }';

describe('the client address check behind a trusted proxy', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let cookie = '';

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false, config: { trustProxy: { hops: 1 } } });
    await upsertUser(app.runtime.services.db, 'duena@example.com', 'clave-larga-123');
    server = await startHttp(app);
    const login = await postGraphQL(server.url, {
      query: 'mutation L { login(email: "duena@example.com", password: "clave-larga-123") { id } }',
    });
    cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await app?.close();
  });

  const connectionFrom = async (forwardedFor: string) =>
    (await postGraphQL(server.url, { query: CONNECTION }, cookie, { 'x-forwarded-for': forwardedFor })).json;

  it('shows the owner the address the proxy forwarded for her', async () => {
    expect((await connectionFrom('2800:810:400::5')).data?.adminConnection).toEqual({
      clientAddress: '2800:810:400::5',
      privateAddress: false,
    });
    expect((await connectionFrom('203.0.113.7')).data?.adminConnection).toEqual({
      clientAddress: '203.0.113.7',
      privateAddress: false,
    });
  });

  it("marks Docker's bridge gateway as a private address", async () => {
    expect((await connectionFrom('172.18.0.1')).data?.adminConnection).toEqual({
      clientAddress: '172.18.0.1',
      privateAddress: true,
    });
    expect((await connectionFrom('fd00:cafe::1')).data?.adminConnection).toMatchObject({ privateAddress: true });
  });

  it('is for the admin only', async () => {
    const anonymous = await postGraphQL(server.url, { query: CONNECTION });
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logs a warning once a window of requests mostly comes from the bridge gateway', async () => {
    const warn = vi.spyOn(app.runtime.services.logger, 'warn');
    for (let i = 0; i < FORWARDED_ADDRESS_WATCH.window; i += 1) {
      await postGraphQL(server.url, { query: '{ __typename }' }, undefined, { 'x-forwarded-for': '172.18.0.1' });
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ address: '172.18.0.1' }), FORWARDED_ADDRESS_WARNING);
  });
});
