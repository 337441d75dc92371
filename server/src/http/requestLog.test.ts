/**
 * What an operator reads: one access line per request (page-cache hits
 * included) with its request id, and warnings for failed logins and throttle
 * refusals that carry the same id, over real HTTP with the app's logger
 * writing to a test stream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { postGraphQLFrom, startHttp } from '../../test/http';
import { captureLogs, LEVELS, type CapturedLogs } from '../../test/logCapture';
import type { TrustProxy } from '../config';
import { upsertUser, LOGIN_PER_ACCOUNT_AND_ADDRESS } from '../services/auth';
import { CONTACT_PER_IP } from '../services/contact';
import { signedDownloadUrl } from '../services/purchase';
import { clientAddressResolver } from './clientAddress';
import { loggedPath, requestLogger, requestLogging } from './requestLog';

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { email } }';
const OWNER = { email: 'duena@example.com', password: 'la-clave-de-la-duena-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const CONTACT =
  'mutation Contact($name: String!, $email: String!, $message: String!) { sendContactMessage(name: $name, email: $email, message: $message) }';

const accessLineOf = (logs: CapturedLogs, reqId: string | string[] | null | undefined) =>
  logs.waitFor((line) => line.msg === 'request' && line.reqId === reqId);

describe('loggedPath', () => {
  it('drops the query string and fragment, and the token of a signed download link in any case', () => {
    expect(loggedPath('/graphql?query=%7B__typename%7D&variables=%7B%22token%22%3A%22x%22%7D')).toBe('/graphql');
    expect(loggedPath('/articulos/3#comentarios')).toBe('/articulos/3');
    expect(loggedPath('/download/signed/12.1900000000.c2VjcmV0?x=1')).toBe('/download/signed/:token');
    expect(loggedPath('/DOWNLOAD/Signed/12.1900000000.c2VjcmV0')).toBe('/download/signed/:token');
    expect(loggedPath('http://crecer.test/download/signed/12.1900000000.c2VjcmV0')).toBe('/download/signed/:token');
    expect(loggedPath('/download/guides/4')).toBe('/download/guides/4');
    expect(loggedPath(`/${'a'.repeat(5000)}`)).toHaveLength(512);
  });
});

describe.each(TEST_DATABASES)('request ids and log lines on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  const logs = captureLogs();

  beforeAll(async () => {
    // Behind one proxy, as in production (Caddy); requests without X-Forwarded-For are their socket's address.
    app = await createTestApp(kind, { seed: false, logger: logs.logger, config: { trustProxy: { hops: 1 } } });
    await upsertUser(app.runtime.services.db, OWNER.email, OWNER.password);
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const read = (variables: Record<string, unknown>) =>
    fetch(
      `${server.url}/graphql?${new URLSearchParams({
        query: 'query LogRead($page: Int!) { articles(input: { page: $page }) { totalCount } }',
        variables: JSON.stringify(variables),
      })}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );

  it('writes one access line per request with its id, method, path without the query, status, time, size and client', async () => {
    const response = await read({ page: 1, secreto: 'token-secreto-123' });
    const body = await response.text();
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(UUID);
    const line = await accessLineOf(logs, reqId);
    expect(line).toMatchObject({
      level: LEVELS.info,
      method: 'GET',
      path: '/graphql',
      status: 200,
      client: '127.0.0.1',
      service: 'crecer-en-familia',
    });
    expect(line.ms).toEqual(expect.any(Number));
    // Headers included: what went over the connection for this answer.
    expect(line.bytes).toBeGreaterThan(Buffer.byteLength(body));
    expect(JSON.stringify(logs.lines)).not.toContain('token-secreto-123');
  });

  it('writes the line for a page-cache hit too, under the hit’s own id', async () => {
    const earlierIds: (string | null)[] = [];
    let hit: Response | null = null;
    for (let i = 0; i < 20 && !hit; i += 1) {
      const response = await read({ page: 2 });
      await response.text();
      if (response.headers.get('x-cache') === 'HIT') hit = response;
      else earlierIds.push(response.headers.get('x-request-id'));
    }
    expect(hit, 'the read was served from the page cache').not.toBeNull();
    const hitId = hit!.headers.get('x-request-id');
    // A stored answer does not replay the id of the request that stored it.
    expect(hitId).toMatch(UUID);
    expect(earlierIds).not.toContain(hitId);
    expect(await accessLineOf(logs, hitId)).toMatchObject({ path: '/graphql', status: 200, method: 'GET' });
  });

  it('logs a signed download link without its token, and a healthy /healthz at debug', async () => {
    const link = signedDownloadUrl(app.config.appSecret, 999_999);
    const download = await fetch(`${server.url}${link}`);
    await download.text();
    const line = await accessLineOf(logs, download.headers.get('x-request-id'));
    expect(line).toMatchObject({ path: '/download/signed/:token', status: 404 });
    expect(JSON.stringify(logs.lines)).not.toContain(link.split('/').at(-1));

    const health = await fetch(`${server.url}/healthz`);
    await health.text();
    expect(await accessLineOf(logs, health.headers.get('x-request-id'))).toMatchObject({
      level: LEVELS.debug,
      path: '/healthz',
      status: 200,
    });
  });

  /** A login from a loopback address (127.0.0.x), with the answer's request id. */
  async function login(address: string, email: string, password: string) {
    const answer = await postGraphQLFrom(server.url, address, { query: LOGIN, variables: { email, password } });
    return { reqId: answer.headers['x-request-id'], message: answer.json.errors?.[0]?.message };
  }

  it('warns of a failed login with the normalized e-mail, the client and the request id, never the password', async () => {
    const { reqId } = await login('127.0.0.1', '  Duena@Example.com ', 'una-clave-equivocada-77');
    const warning = await logs.waitFor((line) => line.msg === 'login failed' && line.reqId === reqId);
    expect(warning).toMatchObject({
      level: LEVELS.warn,
      email: OWNER.email,
      client: '127.0.0.1',
      accountExists: true,
    });
    await accessLineOf(logs, reqId);
    expect(JSON.stringify(logs.lines)).not.toContain('una-clave-equivocada-77');
  });

  it('does not write down an e-mail box that holds something else (a password typed in the wrong box)', async () => {
    const { reqId } = await login('127.0.0.1', 'MiClaveSecreta2024', 'x');
    const warning = await logs.waitFor((line) => line.msg === 'login failed' && line.reqId === reqId);
    expect(warning.email).toBe('(not an e-mail address)');
    expect(JSON.stringify(logs.lines).toLowerCase()).not.toContain('miclavesecreta2024');
  });

  it('warns of a throttle refusal naming its rule, with the request id', async () => {
    for (let i = 0; i < LOGIN_PER_ACCOUNT_AND_ADDRESS.limit; i += 1) await login('127.0.0.40', OWNER.email, 'mala');
    const refused = await login('127.0.0.40', OWNER.email, 'mala');
    expect(refused.message).toMatch(/Demasiados intentos/);
    const warning = await logs.waitFor((line) => line.msg === 'throttled' && line.reqId === refused.reqId);
    expect(warning).toMatchObject({
      level: LEVELS.warn,
      throttle: LOGIN_PER_ACCOUNT_AND_ADDRESS.bucket,
      email: OWNER.email,
      client: '127.0.0.40',
    });
  });

  it('reaches the GraphQL context: a login behind the trusted proxy is logged under the proxy’s id', async () => {
    const given = 'caddy-7d2e-login';
    const answer = await postGraphQLFrom(
      server.url,
      '127.0.0.1',
      { query: LOGIN, variables: { email: 'nadie@example.com', password: 'x' } },
      { 'x-request-id': given, 'x-forwarded-for': '203.0.113.9' },
    );
    expect(answer.headers['x-request-id']).toBe(given);
    const warning = await logs.waitFor((line) => line.msg === 'login failed' && line.reqId === given);
    expect(warning).toMatchObject({ client: '203.0.113.9', accountExists: false });
    expect(await accessLineOf(logs, given)).toMatchObject({ client: '203.0.113.9', path: '/graphql' });
  });

  it('names the contact rule when it refuses a message', async () => {
    // Without a cookie every message is a new visitor: the per-address rule is the one that refuses.
    const send = () =>
      postGraphQLFrom(server.url, '127.0.0.50', {
        query: CONTACT,
        variables: { name: 'Ana', email: 'ana@example.com', message: 'Hola, quisiera hacer una consulta.' },
      });
    for (let i = 0; i < CONTACT_PER_IP.limit; i += 1) expect((await send()).json.errors).toBeUndefined();
    const refused = await send();
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const reqId = refused.headers['x-request-id'];
    const warning = await logs.waitFor((line) => line.msg === 'throttled' && line.reqId === reqId);
    expect(warning).toMatchObject({ level: LEVELS.warn, throttle: CONTACT_PER_IP.bucket, client: '127.0.0.50' });
  });
});

describe('the access line of a file under a mounted Express router', () => {
  it('has the path the client asked for, not the remainder the router saw', async () => {
    const logs = captureLogs();
    const logRequest = requestLogging({
      logger: logs.logger,
      clientAddress: clientAddressResolver(null),
      trustProxy: null,
    });
    const app = express();
    app.use('/assets', (_req, res) => void res.type('text/javascript').send('export {};'));
    const server = http.createServer((req, res) => {
      logRequest(req, res);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/assets/app-1a2b.js?v=3`);
      await response.text();
      expect(await accessLineOf(logs, response.headers.get('x-request-id'))).toMatchObject({
        path: '/assets/app-1a2b.js',
        status: 200,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('X-Request-Id from the client', () => {
  const GIVEN = 'caddy-4f1c9a2e-id';

  /**
   * The id a request sending `given` gets, and the id on a line logged for it, from a bare
   * server that only does what app.ts does first (requestLogging), with `trust` as TRUST_PROXY.
   */
  async function idFor(trust: TrustProxy, given: string) {
    const logs = captureLogs();
    const logRequest = requestLogging({
      logger: logs.logger,
      clientAddress: clientAddressResolver(trust),
      trustProxy: trust,
    });
    const server = http.createServer((req, res) => {
      logRequest(req, res);
      requestLogger(req, logs.logger).warn('a line about this request');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': given } });
      await response.text();
      const line = await logs.waitFor((l) => l.msg === 'a line about this request');
      return { id: response.headers.get('x-request-id'), lineId: line.reqId };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('is kept when the request’s peer is a proxy TRUST_PROXY names, on the answer and the request’s lines', async () => {
    expect(await idFor({ hops: 1 }, GIVEN)).toEqual({ id: GIVEN, lineId: GIVEN });
    expect(await idFor({ addresses: ['127.0.0.1'] }, GIVEN)).toEqual({ id: GIVEN, lineId: GIVEN });
  });

  it('is replaced by a new id without TRUST_PROXY, from a peer TRUST_PROXY does not name, or in an odd shape', async () => {
    const cases: [TrustProxy, string][] = [
      [null, GIVEN],
      [{ addresses: ['10.1.2.3'] }, GIVEN],
      [{ hops: 1 }, 'un id con espacios'],
      [{ hops: 1 }, 'x'.repeat(129)],
    ];
    for (const [trust, given] of cases) {
      const { id, lineId } = await idFor(trust, given);
      expect(id).toMatch(UUID);
      expect(lineId).toBe(id);
    }
  });
});
