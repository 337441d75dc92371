/**
 * The script, over the real HTTP server: ratings and views sent
 * without cookies from one address, and forged visitor cookies. What is
 * asserted is what got stored, not what the answers say.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../test/contentFactory';
import { TEST_DATABASES } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { postGraphQLFrom, startHttp } from '../../test/http';
import { articles, ratings } from '../db/schema';
import { RATING_PER_ADDRESS, RATING_PER_ADDRESS_AND_ITEM } from '../services/ratings';
import { VIEW_PER_ADDRESS_AND_ITEM } from '../services/views';
import { signVisitorId, verifyVisitorCookie, VISITOR_COOKIE } from '../services/visitors';

const RATE =
  'mutation Rate($id: ID!, $rating: Int!) { rateContent(contentType: ARTICLE, id: $id, rating: $rating) { count } }';
const VIEW = 'mutation View($id: ID!) { recordView(contentType: ARTICLE, id: $id) }';

describe.each(TEST_DATABASES)('a script against ratings and views over HTTP on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const storedRatings = async (id: number) =>
    app.runtime.services.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.contentType, 'article'), eq(ratings.contentId, id)));
  /** Writes the buffered views (as the server does every few seconds), then reads the stored total. */
  const storedViews = async (id: number) => {
    await app.runtime.services.views.flush();
    return (
      await app.runtime.services.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id))
    )[0]?.views;
  };
  /** The visitor id a response's Set-Cookie hands out, checked against APP_SECRET. */
  const issuedVisitor = (setCookies: string[]) => {
    const cookie = setCookies.find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    const value = cookie?.slice(VISITOR_COOKIE.length + 1).split(';')[0];
    return verifyVisitorCookie(app.config.appSecret, value);
  };

  it('100 ratings without cookies from one address store no more than its per-item limit', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const before = (await storedRatings(article.id)).length;
    const answers = [];
    for (let i = 0; i < 100; i += 1)
      answers.push(
        await postGraphQLFrom(server.url, '127.0.0.70', {
          query: RATE,
          variables: { id: String(article.id), rating: 5 },
        }),
      );
    const added = (await storedRatings(article.id)).length - before;
    expect(added).toBeLessThanOrEqual(Math.min(RATING_PER_ADDRESS_AND_ITEM.limit, RATING_PER_ADDRESS.limit));
    expect(added).toBeGreaterThan(0);
    expect(answers.filter((a) => a.json.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS')).toHaveLength(
      100 - added,
    );
  });

  it('200 views without cookies from one address add no more than its per-address limit', async () => {
    const article = await insertArticle(app.runtime.services.db, { views: 40 });
    for (let i = 0; i < 200; i += 1) {
      const answer = await postGraphQLFrom(server.url, '127.0.0.71', {
        query: VIEW,
        variables: { id: String(article.id) },
      });
      expect(answer.json.errors).toBeUndefined();
    }
    expect((await storedViews(article.id))! - 40).toBe(VIEW_PER_ADDRESS_AND_ITEM.limit);
  });

  it.each([
    ['unsigned', (id: string) => id],
    ['signed with another secret', (id: string) => signVisitorId('not-the-app-secret-but-long-enough-000', id)],
    ['with a signature of the wrong length', (id: string) => `${id}.AAAA`],
  ])('does not honour a visitor cookie %s: it is replaced and not used', async (_label, forge) => {
    const article = await insertArticle(app.runtime.services.db);
    const forgedId = randomUUID();
    const answer = await postGraphQLFrom(
      server.url,
      '127.0.0.72',
      { query: RATE, variables: { id: String(article.id), rating: 4 } },
      { cookie: `${VISITOR_COOKIE}=${forge(forgedId)}` },
    );
    expect(answer.json.errors).toBeUndefined();
    const issued = issuedVisitor(answer.setCookies);
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(forgedId);
    expect((await storedRatings(article.id)).map((r) => r.userIdentifier)).toEqual([issued]);
  });

  it('honours a genuine cookie: no new one, and its id is the one stored', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const id = randomUUID();
    const answer = await postGraphQLFrom(
      server.url,
      '127.0.0.73',
      { query: RATE, variables: { id: String(article.id), rating: 4 } },
      { cookie: `${VISITOR_COOKIE}=${signVisitorId(app.config.appSecret, id)}` },
    );
    expect(answer.json.errors).toBeUndefined();
    expect(issuedVisitor(answer.setCookies)).toBeNull();
    expect((await storedRatings(article.id)).map((r) => r.userIdentifier)).toEqual([id]);
  });
});
