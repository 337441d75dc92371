/**
 * The RecordView and RecordVisit fast path over real HTTP on both databases:
 * it answers what Apollo answers (status, headers, body, the visitor cookie),
 * counts the same, and leaves every other request and every refusal to Apollo.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertArticle } from '../../test/contentFactory';
import { TEST_DATABASES } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { postGraphQL, startHttp } from '../../test/http';
import { VISITOR_COOKIE } from '../services/visitors';
import { RECORD_VISIT_SOURCE, RECORD_VIEW_SOURCE } from '@crecer/domain/viewBeacons';

/** As the web app sends them after a page load (web/src/features/views/viewOnLoad.ts). */
const RECORD_VIEW = RECORD_VIEW_SOURCE;
const FROM_FACEBOOK = { referrer: 'https://l.facebook.com/', utmSource: 'boletin', utmCampaign: null };
/** Headers that differ per answer by nature. */
const PER_ANSWER = new Set([
  'date',
  'set-cookie',
  'x-request-id',
  'content-length',
  'etag',
  'keep-alive',
  'connection',
]);

describe.each(TEST_DATABASES)('RecordView without Apollo’s pipeline on %s', (kind) => {
  let app: TestApp;
  let http: Awaited<ReturnType<typeof startHttp>>;
  /** Every request here comes from 127.0.0.1: one counted view per article and window. */
  const view = (variables: Record<string, unknown>, cookie?: string, query = RECORD_VIEW) =>
    postGraphQL(http.url, { operationName: 'RecordView', query, variables }, cookie);
  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));
  const cookieAttributes = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`))
      ?.split(';')
      .slice(1)
      .map((part) => part.trim());

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    http = await startHttp(app);
  }, 120_000);
  afterAll(async () => {
    await http?.close();
    await app?.close();
  });

  it('answers as Apollo does, without Apollo, and counts the same', async () => {
    const article = await insertArticle(app.runtime.services.db, { views: 3 });
    const apollo = vi.spyOn(app.apollo, 'executeHTTPGraphQLRequest');
    const direct = await view({ contentType: 'ARTICLE', id: String(article.id), source: FROM_FACEBOOK });
    expect(apollo).not.toHaveBeenCalled();
    // An unused variable is legal GraphQL, and this path leaves it to Apollo: the same request otherwise.
    const throughApollo = await view({
      contentType: 'ARTICLE',
      id: String(article.id),
      source: FROM_FACEBOOK,
      unused: 1,
    });
    expect(apollo).toHaveBeenCalledTimes(1);
    apollo.mockRestore();

    expect(direct.response.status).toBe(throughApollo.response.status);
    expect(headersOf(direct.response)).toEqual(headersOf(throughApollo.response));
    expect(cookieAttributes(direct.response)).toEqual(cookieAttributes(throughApollo.response));
    // Both requests came from one address: the first counted, the second is a repeat from it.
    expect(direct.json).toEqual({ data: { recordView: 4 } });
    expect(throughApollo.json).toEqual({ data: { recordView: 4 } });
    expect(await app.runtime.services.views.flush()).toBe(1);
  });

  it('keeps the visitor’s cookie: a repeat is not counted, and no new cookie is issued', async () => {
    const article = await insertArticle(app.runtime.services.db, { views: 0 });
    const first = await view({ contentType: 'ARTICLE', id: String(article.id) });
    const cookie = first.response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    expect(cookie.startsWith(`${VISITOR_COOKIE}=`)).toBe(true);
    const again = await view({ contentType: 'ARTICLE', id: String(article.id) }, cookie);
    expect(again.response.headers.getSetCookie()).toEqual([]);
    expect(again.json).toEqual({ data: { recordView: 1 } });
    expect(await app.runtime.services.views.flush()).toBe(1);
  });

  it('answers a page visit as Apollo does, without Apollo, and counts its source the same', async () => {
    const visit = (variables: Record<string, unknown>) =>
      postGraphQL(http.url, { operationName: 'RecordVisit', query: RECORD_VISIT_SOURCE, variables });
    await app.runtime.services.views.flush();
    const apollo = vi.spyOn(app.apollo, 'executeHTTPGraphQLRequest');
    const direct = await visit({ path: '/juegos', source: FROM_FACEBOOK });
    expect(apollo).not.toHaveBeenCalled();
    const throughApollo = await visit({ path: '/juegos', source: FROM_FACEBOOK, unused: 1 });
    expect(apollo).toHaveBeenCalledTimes(1);
    const notAPage = await visit({ path: '/admin/settings' });
    expect(notAPage.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const oddSource = await visit({ path: '/juegos', source: { ...FROM_FACEBOOK, referrer: 7, more: 'x' } });
    expect(oddSource.response.status).toBe(400);
    expect(apollo).toHaveBeenCalledTimes(3);
    apollo.mockRestore();
    expect(direct.response.status).toBe(200);
    expect(headersOf(direct.response)).toEqual(headersOf(throughApollo.response));
    expect(direct.response.headers.getSetCookie()).toEqual([]);
    expect(direct.json).toEqual({ data: { recordVisit: true } });
  });

  it('leaves refusals, other documents and signed-in requests to Apollo, with Apollo’s errors', async () => {
    const apollo = vi.spyOn(app.apollo, 'executeHTTPGraphQLRequest');
    const missing = await view({ contentType: 'ARTICLE', id: '999999' });
    expect(missing.json.errors?.[0]?.message).toBe('Artículo no encontrado o no está publicado.');
    expect(missing.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await view({ contentType: 'GUIDE', id: '1; drop' });
    expect(malformed.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wrongType = await view({ contentType: 'VIDEO', id: '1' });
    expect(wrongType.response.status).toBe(400);
    const aliased = await view(
      { contentType: 'ARTICLE', id: '1' },
      undefined,
      RECORD_VIEW.replace('recordView(', 'n: recordView('),
    );
    expect(aliased.json.data?.n ?? aliased.json.errors).toBeDefined();
    const signedIn = await view(
      { contentType: 'ARTICLE', id: '999999' },
      `${app.runtime.services.sessions.cookieName}=x`,
    );
    expect(signedIn.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(apollo).toHaveBeenCalledTimes(5);
    apollo.mockRestore();
  });
});
