/** Hostile requests against the real HTTP stack: limits, headers, origins, masking. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../test/http';
import { upsertUser, SESSION_COOKIE } from '../services/auth';
import { REQUEST_ERROR_MESSAGES } from '../graphql/requestErrors';

/** Our own schema is at most 4 levels deep; 7 levels is only reachable through type introspection. */
describe('hardened HTTP and GraphQL (development mode)', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: true });
    await upsertUser(app.runtime.services.db, 'duena@example.com', 'clave-larga-123');
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('rejects an over-deep query (depth 7) but accepts depth 6', async () => {
    const ok = await postGraphQL(server.url, { query: 'query D { articles { items { category { id } } } }' });
    expect(ok.json.errors).toBeUndefined();
    const deep = await postGraphQL(server.url, {
      query:
        'query D { featuredContent { ... on Article { category { id } } } a: articles { items { category { id name } } } }',
    });
    expect(deep.json.errors).toBeUndefined();
    const tooDeep = await postGraphQL(server.url, {
      query:
        'query D { articles { items { category { id } } } x: __type(name: "Query") { fields { type { ofType { ofType { ofType { name } } } } } } }',
    });
    // In Spanish for everyone; outside production the limit's own sentence rides along for the developer.
    expect(tooDeep.json.errors?.[0]).toMatchObject({
      message: REQUEST_ERROR_MESSAGES.validation,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', detail: expect.stringMatching(/depth/i) },
    });
  });

  it('rejects 16 aliases but accepts 15', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ');
    expect((await postGraphQL(server.url, { query: `query A { ${aliases(15)} }` })).json.errors).toBeUndefined();
    const refused = await postGraphQL(server.url, { query: `query A { ${aliases(16)} }` });
    expect(refused.json.errors?.[0]).toMatchObject({
      message: REQUEST_ERROR_MESSAGES.validation,
      extensions: { detail: expect.stringMatching(/aliases/i) },
    });
  });

  it('rejects an oversized query and an oversized body', async () => {
    const fields = Array.from({ length: 1200 }, () => 'id').join(' ');
    const big = await postGraphQL(server.url, { query: `query Big { categories { ${fields} } }` });
    expect(big.json.data).toBeUndefined();
    expect(big.json.errors?.length).toBeGreaterThan(0);
    const huge = await postGraphQL(server.url, { query: `query Q { categories { id } } # ${'x'.repeat(300_000)}` });
    expect(huge.response.status).toBe(413);
  });

  it('rejects batched (array) requests', async () => {
    const batch = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify([{ query: '{ categories { id } }' }, { query: '{ categories { id } }' }]),
    });
    expect(batch.status).toBe(400);
  });

  it('refuses a POST from a foreign origin and a simple cross-site request', async () => {
    const foreign = await postGraphQL(server.url, { query: '{ categories { id } }' }, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.response.status).toBe(403);
    const simple = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(simple.status).toBe(400);
    const ours = await postGraphQL(server.url, { query: '{ categories { id } }' }, undefined, { origin: server.url });
    expect(ours.response.status).toBe(200);
  });

  it('sends a strict CSP and the other security headers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/frame-src https:\/\/calendar\.google\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull(); // production only
  });

  it('frames a calendar the owner just configured on the very next answer (the kept site configuration)', async () => {
    const login = await postGraphQL(server.url, {
      query: 'mutation L { login(email: "duena@example.com", password: "clave-larga-123") { id } }',
    });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0];
    const frameSrc = async () =>
      /frame-src ([^;]*)/.exec(
        (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '',
      )?.[1];
    const save = (value: string | null) =>
      postGraphQL(
        server.url,
        {
          query: 'mutation S($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }',
          variables: { changes: [{ key: 'about_me_calendar_url', value }] },
        },
        cookie,
        { origin: server.url },
      );
    expect(await frameSrc()).toMatch(/^https:\/\/calendar\.google\.com/);
    try {
      expect((await save('https://citas.example.org/agenda')).json.errors).toBeUndefined();
      expect(await frameSrc()).toBe('https://citas.example.org');
    } finally {
      await save(null);
    }
  });

  it('marks signed-in responses no-store', async () => {
    const login = await postGraphQL(server.url, {
      query: 'mutation L { login(email: "duena@example.com", password: "clave-larga-123") { id } }',
    });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0];
    const me = await postGraphQL(server.url, { query: '{ me { email } }' }, cookie);
    expect(me.response.headers.get('cache-control')).toContain('no-store');
  });

  it('masks database errors with a generic Spanish message, and logs them once with the client address', async () => {
    const logged = vi.spyOn(app.runtime.services.logger, 'error');
    await app.runtime.services.db.execute(sql`alter table categories rename to categories_gone`);
    try {
      const result = await postGraphQL(server.url, { query: '{ categories { id } }' });
      expect(result.json.errors?.[0]?.message).toBe(
        'Ocurrió un error inesperado. Por favor, intenta de nuevo más tarde.',
      );
      expect(JSON.stringify(result.json)).not.toMatch(/categories_gone|relation|does not exist|stacktrace/i);
      // The address comes from the one resolver (http/clientAddress.ts): loopback here.
      expect(logged.mock.calls).toEqual([
        [expect.objectContaining({ client: '127.0.0.1', path: ['categories'] }), 'unexpected GraphQL error'],
      ]);
    } finally {
      logged.mockRestore();
      await app.runtime.services.db.execute(sql`alter table categories_gone rename to categories`);
    }
  });
});

describe('production mode', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      seed: false,
      config: { isProduction: true, nodeEnv: 'production', appSecret: 'production-test-secret-'.padEnd(40, 'x') },
    });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('has no introspection, no suggestions, no stack traces and sends HSTS', async () => {
    const introspection = await postGraphQL(server.url, { query: '{ __schema { types { name } } }' });
    expect(introspection.json.errors?.[0]?.message).toBe(REQUEST_ERROR_MESSAGES.introspection);
    // No English detail in production.
    expect(introspection.json.errors?.[0]?.extensions).not.toHaveProperty('detail');
    const typo = await postGraphQL(server.url, { query: '{ categorie { id } }' });
    expect(typo.json.errors?.[0]?.message).not.toMatch(/Did you mean/i);
    const bad = await postGraphQL(server.url, { query: '{ article(id: "x") { id } }' });
    expect(JSON.stringify(bad.json)).not.toMatch(/stacktrace/i);
    const sandbox = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await sandbox.text()).not.toMatch(/sandbox/i);
    expect((await fetch(`${server.url}/healthz`)).headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('suggests no schema name in any error: misspelt enum (variable and inline), field, argument', async () => {
    // Each attempt with the schema name a suggestion would reveal.
    const attempts: { query: string; variables?: Record<string, unknown>; hidden: string }[] = [
      // Variable coercion runs outside validation, where Apollo's own hiding does not reach.
      {
        query: 'query($g: GameType!) { gameQuestions(gameType: $g) { __typename } }',
        variables: { g: 'PROBABLE' },
        hidden: 'PROBABLE_QUE',
      },
      { query: '{ gameQuestions(gameType: PROBABLE) { __typename } }', hidden: 'PROBABLE_QUE' },
      { query: '{ categorie { id } }', hidden: 'categories' },
      { query: '{ gameQuestions(gameType: PROBABLE_QUE, gameTyp: 1) { __typename } }', hidden: '"gameType"' },
      {
        query: 'query($g: GameTyp!) { gameQuestions(gameType: $g) { __typename } }',
        variables: { g: 'PROBABLE_QUE' },
        hidden: '"GameType"',
      },
    ];
    for (const { hidden, ...attempt } of attempts) {
      const { json } = await postGraphQL(server.url, attempt);
      expect(json.errors?.length, attempt.query).toBeGreaterThan(0);
      const text = JSON.stringify(json);
      expect(text, attempt.query).not.toMatch(/Did you mean|Suggestion/i);
      expect(text, attempt.query).not.toContain(hidden.replaceAll('"', '\\"'));
    }
  });
});

describe('HTTP caching of public GraphQL reads', () => {
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

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true', ...headers },
    });

  it('serves anonymous GET reads with a CDN-friendly Cache-Control and an ETag that changes after a write', async () => {
    const first = await get('{ categories { id name } }');
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() adds "Cache-Control: no-cache" to conditional requests unless told otherwise; browsers revalidate with max-age=0.
    const revalidate = { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' };
    expect((await get('{ categories { id name } }', revalidate)).status).toBe(304);
    await app.runtime.services.db.execute(
      sql`update categories set name = name || ' (editada)' where id = (select min(id) from categories)`,
    );
    const after = await get('{ categories { id name } }', revalidate);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('never lets a cache store mutations or signed-in reads', async () => {
    const mutation = await postGraphQL(server.url, { query: 'mutation { logout }' });
    expect(mutation.response.headers.get('cache-control')).toBe('private, no-store');
    const signedIn = await get('{ categories { id } }', { cookie: 'cef_session=whatever' });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // A signed download link or the current user is never cached, even anonymously.
    const personal = await get('query P { purchaseDownload(guideId: "1") { downloadUrl } }');
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('{ me { email } }')).headers.get('cache-control')).toBe('private, no-store');
    const ownRating = await get('{ myRating(contentType: ARTICLE, id: "1") }');
    expect(ownRating.headers.get('cache-control')).toBe('private, no-store');
  });
});
