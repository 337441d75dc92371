/**
 * Uncached pages under a burst, over real HTTP with a stand-in web build:
 * renders run one at a time here (the queue's bound is small on purpose),
 * the waiting ones in arrival order, one more is answered 503 with
 * Retry-After at once, and cached pages are served meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startHttp } from '../../test/http';
import { createFakeWebBuild, fakeWebRouter, type FakeWebBuild } from '../../test/fakeWebBuild';
import { REQUEST_MESSAGES } from './graphqlEndpoint';
import { RenderQueue } from './renderQueue';

describe('uncached pages under a burst', () => {
  let app: TestApp;
  let build: FakeWebBuild;
  let http: Awaited<ReturnType<typeof startHttp>>;
  const renders = new RenderQueue({ concurrency: 1, queueLimit: 2 });

  beforeAll(async () => {
    app = await createTestApp('pglite');
    build = createFakeWebBuild();
    http = await startHttp(app, await fakeWebRouter(app.runtime.services, app.apollo, build, renders));
  }, 120_000);
  afterAll(async () => {
    await http?.close();
    await app?.close();
    build?.remove();
  });

  async function page(path: string) {
    const response = await fetch(`${http.url}${path}`);
    return {
      response,
      status: response.status,
      hit: response.headers.get('x-cache') === 'HIT',
      text: await response.text(),
    };
  }

  it('renders in arrival order, refuses one past the queue with 503 and Retry-After, and serves hits meanwhile', async () => {
    await page('/sobre-mi');
    expect((await page('/sobre-mi')).hit).toBe(true);
    build.rendered.length = 0;

    const release = build.hold();
    const first = page('/articulos/1');
    await expect.poll(() => build.rendered).toEqual(['/articulos/1']);
    const second = page('/articulos/2');
    await expect.poll(() => renders.waiting).toBe(1);
    const third = page('/articulos/3');
    await expect.poll(() => renders.waiting).toBe(2);

    const refused = await page('/articulos/4');
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('2');
    expect(refused.response.headers.get('cache-control')).toBe('no-store');
    expect(refused.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(refused.text).toBe(REQUEST_MESSAGES.busy);

    // A cached page does not wait behind the renders.
    const hit = await page('/sobre-mi');
    expect(hit).toMatchObject({ status: 200, hit: true });
    expect(build.rendered).toEqual(['/articulos/1']);

    release();
    const answers = await Promise.all([first, second, third]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(build.rendered).toEqual(['/articulos/1', '/articulos/2', '/articulos/3']);
    // Nothing refused was stored: the page renders now.
    expect(await page('/articulos/4')).toMatchObject({ status: 200, hit: false });
  });

  it('answers a request that waited behind a render of its own page from the cache', async () => {
    build.rendered.length = 0;
    const release = build.hold();
    const first = page('/guias/5?utm_source=a');
    await expect.poll(() => build.rendered).toEqual(['/guias/5']);
    const twin = page('/guias/5?fbclid=b');
    await expect.poll(() => renders.waiting).toBe(1);
    release();
    const [rendered, waited] = await Promise.all([first, twin]);
    expect(rendered).toMatchObject({ status: 200, hit: false });
    expect(waited).toMatchObject({ status: 200, hit: true, text: rendered.text });
    expect(build.rendered).toEqual(['/guias/5']);
  });
});
