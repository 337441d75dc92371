/**
 * Pages in the page cache under the parameters they read
 * (domain/src/pageParams.ts), over real HTTP with a stand-in web build:
 * tracking and undeclared parameters are neither part of the key nor of the
 * URL the page is rendered with, declared ones in any order are one key, and
 * a flood of distinct query strings leaves the hot pages cached.
 */
import { get, request } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startHttp } from '../../test/http';
import { createFakeWebBuild, fakeWebRouter, type FakeWebBuild } from '../../test/fakeWebBuild';
import { countCompressions } from '../../test/compressionCounts';

/** Room for a few dozen of the stand-in's pages (~4 KB each): a flood would cycle it many times. */
const SMALL_CACHE_BYTES = 200 * 1024;

describe('page cache keys and admission', () => {
  let app: TestApp;
  let build: FakeWebBuild;
  let http: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp('pglite', { config: { pageCacheBytes: SMALL_CACHE_BYTES } });
    build = createFakeWebBuild();
    http = await startHttp(app, await fakeWebRouter(app.runtime.services, app.apollo, build));
  }, 120_000);
  afterAll(async () => {
    await http?.close();
    await app?.close();
    build?.remove();
  });
  afterEach(() => vi.restoreAllMocks());

  async function page(path: string) {
    const response = await fetch(`${http.url}${path}`);
    const html = await response.text();
    return { status: response.status, hit: response.headers.get('x-cache') === 'HIT', html, response };
  }

  /** The URL the stand-in rendered the page with (it writes it in the page). */
  const renderedUrl = (html: string) => /<main data-url="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

  it('serves a page with fbclid and utm_* from its clean twin and back, a GraphQL read by its exact URL', async () => {
    const clean = await page('/articulos/1');
    expect(clean.hit).toBe(false);
    const tracked = await page('/articulos/1?fbclid=IwAR0abc&utm_source=facebook&utm_medium=social&mc_cid=9');
    expect(tracked.hit).toBe(true);
    expect(tracked.html).toBe(clean.html);

    const firstTracked = await page('/articulos/2?utm_campaign=otono&gclid=xyz&msclkid=1&igshid=2&_ga=3');
    expect(firstTracked.hit).toBe(false);
    // Rendered as the clean page: nothing of the tracking reaches the render.
    expect(renderedUrl(firstTracked.html)).toBe('/articulos/2');
    expect((await page('/articulos/2')).hit).toBe(true);

    // A GraphQL read keeps its exact URL: its query string is the operation.
    const search = new URLSearchParams({ query: '{ categories { id } }' });
    const read = (extra: string) =>
      fetch(`${http.url}/graphql?${search}${extra}`, { headers: { 'apollo-require-preflight': 'true' } });
    await (await read('')).text();
    expect((await read('')).headers.get('x-cache')).toBe('HIT');
    expect((await read('&utm_source=x')).headers.get('x-cache')).toBeNull();
  });

  it('keeps a missing page (404) for every visitor like a page, and a failed one (500) for nobody', async () => {
    const missing = await page('/estado/404?fbclid=1');
    expect(missing).toMatchObject({ status: 404, hit: false });
    expect(missing.response.headers.get('cache-control')).toMatch(/^public, /);
    expect(await page('/estado/404?fbclid=2&utm_source=whatsapp')).toMatchObject({ status: 404, hit: true });

    for (const click of [1, 2]) {
      const failed = await page(`/estado/500?fbclid=${click}`);
      expect(failed).toMatchObject({ status: 500, hit: false });
      expect(failed.response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('renders and keys a list by its declared parameters only, in one order', async () => {
    const first = await page('/articulos?utm_source=x&q=amor&zz=1&pagina=2&ref=blog');
    expect(first.hit).toBe(false);
    expect(renderedUrl(first.html)).toBe('/articulos?pagina=2&q=amor');
    expect((await page('/articulos?pagina=2&q=amor')).hit).toBe(true);
    expect((await page('/articulos?q=amor&pagina=2')).hit).toBe(true);
    expect((await page('/articulos?q=amor&pagina=2&fbclid=1&otro=2')).hit).toBe(true);
    // A declared parameter with another value is another page.
    expect((await page('/articulos?q=amor&pagina=3')).hit).toBe(false);
    expect((await page('/articulos?q=amor')).hit).toBe(false);
  });

  /** A GET through node:http, which sends Accept-Encoding as given (fetch adds its own). */
  function rawGet(path: string, encoding: string) {
    return new Promise<{ cache: string | undefined; encoding: string | undefined; bytes: Buffer }>(
      (resolve, reject) => {
        get(`${http.url}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              cache: res.headers['x-cache'] as string | undefined,
              encoding: res.headers['content-encoding'],
              bytes: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );
  }

  it('renders a path that starts with // as a path of this site, never as a host (a fuzz counterexample)', async () => {
    // `new URL('//host/…', base)` reads a host there: an undecodable one threw (a 500), a valid one moved the page.
    for (const path of ['////%ee%b2%ba%f3%86%9b%86/..', '//otro.example/articulos/1?pagina=2']) {
      const answer = await new Promise<number>((resolve, reject) => {
        const req = request(`${http.url}/`, { method: 'HEAD', path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject).end();
      });
      expect(answer, path).toBeLessThan(500);
    }
    expect(build.rendered).toContain('//otro.example/articulos/1');
  });

  it("answers a newsletter link with its redirect even when the page is cached (the token stays out of the cache's URL)", async () => {
    for (const path of ['/newsletter/baja', '/newsletter/confirmar']) {
      // Cached once asked for often enough (the admission policy).
      let cached = false;
      for (let asked = 0; asked < 5 && !cached; asked++) cached = (await page(path)).hit;
      expect(cached, path).toBe(true);
      for (const link of [`${path}?token=12-abc`, `${path}?fbclid=x&token=12-abc`, `${path}/?token=12-abc`]) {
        const response = await fetch(`${http.url}${link}`, { redirect: 'manual' });
        expect(response.status, link).toBe(303);
        expect(response.headers.get('location')).toMatch(/#12-abc$/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-cache')).toBeNull();
      }
      // A link without its token is the page, as cached.
      expect((await page(`${path}?token=`)).hit).toBe(true);
    }
  });

  it('compresses a stored page once per encoding, when first asked for in it', async () => {
    const counts = countCompressions({ streams: true });
    const miss = await rawGet('/guias/7', 'br');
    expect(miss).toMatchObject({ cache: undefined, encoding: 'br' });
    const body = zlib.brotliDecompressSync(miss.bytes).toString();
    expect(counts).toEqual({ br: 1, gzip: 0 });
    const brHit = await rawGet('/guias/7', 'br');
    expect(brHit).toMatchObject({ cache: 'HIT', encoding: 'br' });
    expect(counts).toEqual({ br: 1, gzip: 0 });
    const [gzipHit, again] = await Promise.all([rawGet('/guias/7', 'gzip'), rawGet('/guias/7', 'gzip')]);
    for (const hit of [gzipHit, again]) {
      expect(hit).toMatchObject({ cache: 'HIT', encoding: 'gzip' });
      expect(zlib.gunzipSync(hit.bytes).toString()).toBe(body);
    }
    expect(counts).toEqual({ br: 1, gzip: 1 });
    const identity = await rawGet('/guias/7', 'identity');
    expect(identity).toMatchObject({ cache: 'HIT', encoding: undefined });
    expect(identity.bytes.toString()).toBe(body);
    expect(counts).toEqual({ br: 1, gzip: 1 });
  });

  it(
    'keeps the hot pages cached through 5,000 requests with distinct query strings',
    { timeout: 240_000 },
    async () => {
      const hot = ['/', '/sobre-mi', '/articulos?pagina=2'];
      for (const path of hot) {
        await page(path);
        expect((await page(path)).hit, path).toBe(true);
      }
      const flood = Array.from({ length: 5_000 }, (_, n) =>
        n % 3 === 0
          ? `/articulos?pagina=${n + 10}`
          : n % 3 === 1
            ? `/guias?q=busqueda-${n}&orden=antiguos`
            : `/juegos?utm_source=${n}&fbclid=${n}&campo=${n}`,
      );
      // A few at a time, as many visitors would: within the render queue's default bound.
      const inFlight = 2;
      for (let i = 0; i < flood.length; i += inFlight) {
        const answers = await Promise.all(flood.slice(i, i + inFlight).map(page));
        for (const answer of answers) expect(answer.status).toBe(200);
      }
      for (const path of hot) expect((await page(path)).hit, path).toBe(true);
      const { bytes } = app.runtime.services.publicCache.store.size;
      expect(bytes).toBeLessThanOrEqual(SMALL_CACHE_BYTES);
    },
  );
});
