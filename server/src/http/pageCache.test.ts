/**
 * Anonymous GraphQL GET reads through the page cache, over real HTTP on both
 * databases: stored once, served before Apollo with the same headers,
 * dropped by the writes that change them, never for a session.
 */
import { get } from 'node:http';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { executeRows } from '../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { postGraphQL, startHttp } from '../../test/http';
import { COUNTER_REFRESH_MS } from '../services/publicCache';
import { countCompressions } from '../../test/compressionCounts';

const LIST = `query CacheList { list: articles(input: { page: 1 }) { totalCount items { __typename id title ratingCount } } }`;

describe.each(TEST_DATABASES)('the page cache for GraphQL reads on %s', (kind) => {
  let app: TestApp;
  let http: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = await startHttp(app);
  }, 120_000);
  afterAll(async () => {
    await http?.close();
    await app?.close();
  });

  function read(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
    const search = new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
    return fetch(`${http.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
  }

  async function readUntilCached(query: string) {
    await read(query).then((r) => r.text());
    const response = await read(query);
    expect(response.headers.get('x-cache')).toBe('HIT');
    return response;
  }

  it('serves the second anonymous read from the cache with the same body and headers', async () => {
    const first = await read(LIST);
    const firstBody = await first.text();
    expect(first.headers.get('x-cache')).toBeNull();
    const second = await read(LIST);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'etag', 'vary']) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
  });

  /** A GET through node:http, which (unlike fetch) sends conditional headers as given. */
  function rawRead(query: string, headers: Record<string, string>) {
    return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      const search = new URLSearchParams({ query });
      get(`${http.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            bytes: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });
  }

  it('answers a cached read with 304 for a current copy and compressed for a client that accepts it', async () => {
    const cached = await readUntilCached(LIST);
    const body = await cached.text();
    const notModified = await rawRead(LIST, { 'if-none-match': cached.headers.get('etag') ?? '' });
    expect(notModified.status).toBe(304);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await rawRead(LIST, { 'accept-encoding': encoding });
      expect(compressed.encoding).toBe(encoding);
      const decoded =
        encoding === 'br' ? zlib.brotliDecompressSync(compressed.bytes) : zlib.gunzipSync(compressed.bytes);
      expect(decoded.toString()).toBe(body);
    }
  });

  it('compresses a stored read once per encoding, when a client first asks for it in that encoding', async () => {
    const counts = countCompressions();
    try {
      const query = `query Once { list: articles(input: { page: 2 }) { items { __typename id title summary } } }`;
      const miss = await rawRead(query, { 'accept-encoding': 'br' });
      expect(miss.encoding).toBe('br');
      expect(counts).toEqual({ br: 1, gzip: 0 });
      for (const encoding of ['br', 'gzip', 'gzip', 'br', 'identity']) {
        const hit = await rawRead(query, { 'accept-encoding': encoding });
        expect(hit.encoding).toBe(encoding === 'identity' ? undefined : encoding);
      }
      expect(counts).toEqual({ br: 1, gzip: 1 });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('still refuses a read without the preflight header, cached or not', async () => {
    await readUntilCached(LIST);
    const search = new URLSearchParams({ query: LIST });
    const refused = await fetch(`${http.url}/graphql?${search}`);
    expect(refused.status).toBe(400);
  });

  it('never serves or stores a read for a session', async () => {
    await readUntilCached(LIST);
    const cookie = `${app.runtime.services.sessions.cookieName}=whatever`;
    expect((await read(LIST, { cookie })).headers.get('x-cache')).toBeNull();
    expect((await read(LIST, { cookie })).headers.get('x-cache')).toBeNull();
  });

  it('never stores a personal read or an answer with errors', async () => {
    const personal = `query Mine { myRating(contentType: ARTICLE, id: "1") }`;
    const failing = `query Bad { articles(input: { page: 0 }) { totalCount } }`;
    for (const query of [personal, failing]) {
      await read(query).then((r) => r.text());
      expect((await read(query)).headers.get('x-cache'), query).toBeNull();
    }
  });

  /**
   * Counters (views, ratings) on cached answers lag by design, so that a shared
   * article's visits do not drop its page on every view: the list is still
   * served from the cache right after, and shows the new figures within the
   * documented bound (COUNTER_REFRESH_MS after the change reaches the database;
   * a view reaches it within VIEW_WRITE_INTERVAL_MS, written here at once).
   */
  it('keeps serving a list after a rating and a view, and shows both within COUNTER_REFRESH_MS', async () => {
    const COUNTED = `query Counted { list: articles(input: { page: 1 }) { items { __typename id views ratingCount } } }`;
    type Items = { data: { list: { items: { id: string; views: number; ratingCount: number }[] } } };
    const cached = (await (await readUntilCached(COUNTED)).json()) as Items;
    const item = cached.data.list.items[0]!;
    const rated = await postGraphQL(http.url, {
      query: `mutation R($id: ID!) { rateContent(contentType: ARTICLE, id: $id, rating: 3) { count } }`,
      variables: { id: item.id },
    });
    expect(rated.json.errors).toBeUndefined();
    const viewed = await postGraphQL(http.url, {
      query: `mutation V($id: ID!) { recordView(contentType: ARTICLE, id: $id) }`,
      variables: { id: item.id },
    });
    expect(viewed.json.data?.recordView).toBe(item.views + 1);
    expect(await app.runtime.services.views.flush()).toBe(1);
    const changedAt = Date.now();
    const next = await read(COUNTED);
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(((await next.json()) as Items).data.list.items[0]).toEqual(item);
    const shown = async () =>
      ((await (await read(COUNTED)).json()) as Items).data.list.items.find((i) => i.id === item.id);
    // A second of slack for a busy test machine's timers.
    await expect
      .poll(shown, { timeout: COUNTER_REFRESH_MS + 1_000, interval: 100 })
      .toEqual({ ...item, views: item.views + 1, ratingCount: item.ratingCount + 1 });
    expect(Date.now() - changedAt).toBeLessThanOrEqual(COUNTER_REFRESH_MS + 1_000);
  });

  it('drops a read of an item that did not exist when that item is published', async () => {
    const query = `query One($id: ID!) { article(id: $id) { __typename id title } }`;
    // A draft: the public read answers null until it is published.
    const [row] = await executeRows<{ id: number }>(
      app.runtime.services.db,
      sql`select id from articles where status = 'Borrador' limit 1`,
    );
    if (!row) throw new Error('The seeded site has no draft');
    const variables = { id: String(row.id) };
    await read(query, {}, variables).then((r) => r.text());
    const cached = await read(query, {}, variables);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(((await cached.json()) as { data: { article: unknown } }).data.article).toBeNull();
    await app.runtime.database.exec(`update articles set status = 'Publicado' where id = ${row.id}`);
    await expect
      .poll(
        async () => ((await (await read(query, {}, variables)).json()) as { data: { article: unknown } }).data.article,
      )
      .not.toBeNull();
  });
});
