/**
 * What /graphql does on node:http that Express and its middleware used to do:
 * body parsing and limits, compression, security headers, routing, and
 * clients that leave mid-request.
 */
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { nextResponseClosed, postGraphQL, startHttp } from '../../test/http';
import { JSON_BODY_LIMIT_BYTES, REQUEST_MESSAGES } from './graphqlEndpoint';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request through node:http, so compressed bodies arrive as sent (fetch would
 * decode them). A body given as chunks is streamed without a declared length.
 */
function request(url: string, options: http.RequestOptions, body?: string | string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    req.end(Array.isArray(body) ? undefined : body);
  });
}

const LIST_QUERY = '{ articles { items { id title summary createdAt } } }';
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

describe('/graphql on node:http', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: true });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const getList = (headers: Record<string, string>) =>
    request(`${server.url}/graphql?query=${encodeURIComponent(LIST_QUERY)}`, { headers: { ...PREFLIGHT, ...headers } });

  it('compresses answers with brotli or gzip when the client accepts them, and says it varies on it', async () => {
    const plain = await getList({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString()) as { data: { articles: { items: unknown[] } } };
    expect(json.data.articles.items.length).toBeGreaterThan(0);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const br = await getList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');

    const gzip = await getList({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    // Refused by q=0: sent as is.
    expect((await getList({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    // The same ETag whatever the encoding: it names the answer, not its bytes on the wire.
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves small answers uncompressed', async () => {
    const small = await request(
      `${server.url}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      },
      JSON.stringify({ query: '{ categories { id } }' }),
    );
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('data.categories');
  });

  it('answers an unparsable or empty JSON body with a Spanish 400', async () => {
    const post = (body: string) =>
      request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, body);
    // An empty body reaches Apollo as an operation without a query, which it refuses.
    expect((await post('')).status).toBe(400);
    const unparsable = await post('{"query": ');
    expect(JSON.parse(unparsable.body.toString())).toEqual({
      errors: [{ message: REQUEST_MESSAGES.invalid, extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses a body over the limit with 413, whether it declares its length or streams it', async () => {
    const oversized = JSON.stringify({ query: `{ categories { id } } # ${'x'.repeat(JSON_BODY_LIMIT_BYTES)}` });
    const declared = await request(
      `${server.url}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(oversized) },
      },
      oversized,
    );
    expect(declared.status).toBe(413);
    const chunks = Array.from({ length: Math.ceil(oversized.length / 65_536) }, (_, i) =>
      oversized.slice(i * 65_536, (i + 1) * 65_536),
    );
    const streamed = await request(
      `${server.url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      chunks,
    );
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body.toString())).toEqual({
      errors: [{ message: REQUEST_MESSAGES.tooLarge, extensions: { code: 'BAD_REQUEST' } }],
    });
    // The server goes on serving.
    expect((await postGraphQL(server.url, { query: '{ categories { id } }' })).response.status).toBe(200);
  });

  it('refuses a malformed upload with a Spanish 400', async () => {
    const answer = await request(
      `${server.url}/graphql`,
      { method: 'POST', headers: { ...PREFLIGHT, 'content-type': 'multipart/form-data; boundary=xyz' } },
      '--xyz\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--xyz--\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({
      errors: [{ message: REQUEST_MESSAGES.invalid, extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('refuses an upload without a preflight header before reading its body', async () => {
    const boundary = 'xyz';
    // The start of an operations field that a parser could only finish after the rest arrives.
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"`;
    const refusals: Record<string, string>[] = [
      {},
      { 'apollo-require-preflight': '' },
      { 'x-apollo-operation-name': '' },
    ];
    for (const headers of refusals) {
      // A 3 MB upload of which only the first 64 KB are sent, cut inside the operations field: the
      // client holds the rest back, so only a check that neither waits for nor parses the body answers.
      const answer = await new Promise<RawAnswer>((resolve, reject) => {
        const req = http.request(`${server.url}/graphql`, {
          // Only bounds a failure: a server that waits for the body never answers.
          signal: AbortSignal.timeout(5000),
          method: 'POST',
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': 3 * 1024 * 1024,
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.write(head + 'x'.repeat(64 * 1024 - head.length));
      });
      expect(answer.status, JSON.stringify(headers)).toBe(400);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body.toString())).toEqual({
        errors: [{ message: REQUEST_MESSAGES.preflightRequired, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    // Either header with a value lets the form through to its parser (which refuses this broken one).
    for (const headers of [PREFLIGHT, { 'x-apollo-operation-name': 'U' }]) {
      const answer = await request(
        `${server.url}/graphql`,
        { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } },
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
      );
      expect(JSON.parse(answer.body.toString()).errors[0].message).toBe(REQUEST_MESSAGES.invalid);
    }
  });

  it('sends the security headers on API answers, with no frame allowed', async () => {
    const { response } = await postGraphQL(server.url, { query: '{ categories { id } }' });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('takes /graphql with a query string, and leaves other paths to the web app', async () => {
    expect((await getList({})).status).toBe(200);
    const other = await fetch(`${server.url}/graphqlish`);
    expect(other.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it('lets a client that leaves mid-body go quietly: no error in the log, the server goes on', async () => {
    const logged = vi.spyOn(app.runtime.services.logger, 'error');
    const { port } = new URL(server.url);
    const closed = nextResponseClosed(server.server);
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
      );
    });
    // The server has the request (its body half sent) once it answers nothing: then the client leaves.
    server.server.once('request', () => setImmediate(() => socket.destroy()));
    await closed;
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect((await postGraphQL(server.url, { query: '{ categories { id } }' })).response.status).toBe(200);
  });
});
