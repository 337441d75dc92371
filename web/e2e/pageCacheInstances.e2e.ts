/**
 * The anonymous page cache on two instances of the built app sharing one
 * Postgres database: each serves a page from its own memory, and a write
 * made through either instance (or straight in the database) shows on the
 * very next request to either one.
 */
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/src/services/auth';
import { COUNTER_REFRESH_MS } from '../../server/src/services/publicCache';
import { VIEW_WRITE_INTERVAL_MS } from '../../server/src/services/views';
import { skipWithoutPostgres } from '../../server/test/databases';
import { cookieFrom, postGraphQL } from '../../server/test/http';
import { startTwoInstances, type Instance, type TwoInstanceSite } from '../../server/test/instances';

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };

interface Page {
  status: number;
  cached: boolean;
  html: string;
}

async function page(instance: Instance, pathname: string, cookie?: string): Promise<Page> {
  const response = await fetch(`${instance.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, cached: response.headers.get('x-cache') === 'HIT', html: await response.text() };
}

/** Requests the page until an instance answers it from its cache (the first answer renders and stores it). */
async function cachedPage(instance: Instance, pathname: string): Promise<Page> {
  let answer = await page(instance, pathname);
  for (let attempt = 0; !answer.cached && attempt < 50; attempt += 1) answer = await page(instance, pathname);
  expect(answer.cached).toBe(true);
  return answer;
}

describe.skipIf(skipWithoutPostgres('the page cache on two instances'))('the page cache on two instances', () => {
  let site: TwoInstanceSite;
  let sql: postgres.Sql;
  let a: Instance;
  let b: Instance;
  let ownerCookie = '';
  let articleId = '';

  beforeAll(async () => {
    site = await startTwoInstances(OWNER);
    ({ a, b, sql } = site);
    const login = await postGraphQL(a.url, {
      query: `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
    });
    ownerCookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    const [row] = await sql<{ id: number }[]>`
      select id from articles where status = 'Publicado' order by created_at desc, id desc limit 1`;
    articleId = String(row?.id);
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('serves an owner’s edit made on one instance on the next request to either', async () => {
    const pathname = `/articulos/${articleId}`;
    await cachedPage(a, pathname);
    const before = await cachedPage(b, pathname);
    await cachedPage(b, '/articulos');
    const { json } = await postGraphQL(
      a.url,
      {
        query: `query A($id: ID!) { adminArticle(id: $id) { title summary content categoryPosition category { id } } }`,
        variables: { id: articleId },
      },
      ownerCookie,
    );
    const current = json.data?.adminArticle as {
      title: string;
      summary: string;
      content: string;
      categoryPosition: string;
      category: { id: string };
    };
    const title = `${current.title} (revisado)`;
    expect(before.html).not.toContain(title);
    const saved = await postGraphQL(
      a.url,
      {
        query: `mutation U($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { id } }`,
        variables: {
          id: articleId,
          input: {
            title,
            summary: current.summary,
            content: current.content,
            categoryId: current.category.id,
            categoryPosition: current.categoryPosition,
            status: 'PUBLICADO',
          },
        },
      },
      ownerCookie,
    );
    expect(saved.json.errors).toBeUndefined();

    for (const instance of [b, a]) {
      const next = await page(instance, pathname);
      expect(next.cached).toBe(false);
      expect(next.html).toContain(title);
      const list = await page(instance, '/articulos');
      expect(list.html).toContain(title);
    }
    // And it is cached again, now with the edit.
    expect((await cachedPage(b, pathname)).html).toContain(title);
  });

  /**
   * Counters lag by design, within a documented bound: a rating reaches the
   * database at once and cached pages within COUNTER_REFRESH_MS; a view within
   * VIEW_WRITE_INTERVAL_MS more (it waits in the instance's buffer).
   */
  it('keeps serving a shared article after a rating and a view on the other instance, and shows both within the bound', async () => {
    // The counts travel in the page's data (domain/src/pageData.ts), cached and invalidated like the page.
    const pathname = `/_datos/articulos/${articleId}`;
    const before = await cachedPage(a, pathname);
    const [counts] = await sql<{ n: number; views: number }[]>`
      select rating_count as n, views from articles where id = ${articleId}`;
    expect(before.html).toContain(`"ratingCount":${counts?.n}`);
    const rated = await postGraphQL(b.url, {
      query: `mutation R($id: ID!) { rateContent(contentType: ARTICLE, id: $id, rating: 4) { count } }`,
      variables: { id: articleId },
    });
    expect(rated.json.errors).toBeUndefined();
    const viewed = await postGraphQL(b.url, {
      query: `mutation V($id: ID!) { recordView(contentType: ARTICLE, id: $id) }`,
      variables: { id: articleId },
    });
    expect(viewed.json.errors).toBeUndefined();
    const changedAt = Date.now();
    expect((await page(a, pathname)).cached).toBe(true);
    // A second of slack per interval for a busy test machine's timers.
    const bound = VIEW_WRITE_INTERVAL_MS + COUNTER_REFRESH_MS + 2_000;
    await expect
      .poll(async () => (await page(a, pathname)).html, { timeout: bound, interval: 200 })
      .toContain(`"ratingCount":${(counts?.n ?? 0) + 1}`);
    await expect
      .poll(async () => (await page(a, pathname)).html, { timeout: bound, interval: 200 })
      .toContain(`"views":${(counts?.views ?? 0) + 1}`);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(bound);
  });

  it('shows a settings change on every page the other instance serves next', async () => {
    const before = await cachedPage(b, '/');
    await cachedPage(b, '/juegos');
    const heroTitle = 'Familias que crecen juntas, también en caché';
    expect(before.html).not.toContain(heroTitle);
    const saved = await postGraphQL(
      a.url,
      {
        query: `mutation S($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }`,
        variables: { changes: [{ key: 'home_hero_title', value: heroTitle }] },
      },
      ownerCookie,
    );
    expect(saved.json.errors).toBeUndefined();
    const home = await page(b, '/');
    expect(home.cached).toBe(false);
    expect(home.html).toContain(heroTitle);
  });

  it('drops a page when its article changes outside the app, through the database’s own signal', async () => {
    const pathname = `/articulos/${articleId}`;
    await cachedPage(a, pathname);
    await cachedPage(b, pathname);
    const title = 'Cambiado desde psql';
    await sql`update articles set title = ${title} where id = ${articleId}`;
    // No mutation waits for this write: the notification reaches each instance on its own.
    for (const instance of [a, b]) {
      await expect.poll(async () => (await page(instance, pathname)).html, { timeout: 10_000 }).toContain(title);
    }
  });

  it('gives signed-in visitors their own page and never stores it', async () => {
    const pathname = `/articulos/${articleId}`;
    await cachedPage(a, pathname);
    const signedIn = await page(a, pathname, ownerCookie);
    expect(signedIn.cached).toBe(false);
    expect((await page(a, pathname, ownerCookie)).cached).toBe(false);
    // Anonymous visitors with different visitor cookies get the same shared page.
    const one = await page(a, pathname, 'cef_visitor=one');
    const two = await page(a, pathname, 'cef_visitor=two');
    expect(one.cached && two.cached).toBe(true);
    expect(one.html).toBe(two.html);
  });
});
