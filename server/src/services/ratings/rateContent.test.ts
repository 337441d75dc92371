import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { asVisitor } from '../../../test/factories';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { ratings } from '../../db/schema';
import { JUST_INSIDE, JUST_PAST, setThrottle } from '../../../test/throttleRows';
import type { ThrottleRule } from '../visitors';
import {
  RATING_INVALID_MESSAGE,
  RATING_PER_ADDRESS,
  RATING_PER_ADDRESS_AND_ITEM,
  RATING_PER_VISITOR,
  RATINGS_DISABLED_MESSAGE,
} from './rateContent';

const RateMutation = graphql(`
  mutation TestRateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {
    rateContent(contentType: $contentType, id: $id, rating: $rating) {
      average
      count
    }
  }
`);

describe.each(TEST_DATABASES)('rateContent on %s', (kind) => {
  let app: TestApp;
  let visitorSeq = 0;
  const newVisitor = () => `rating-visitor-${++visitorSeq}`;

  const rowsFor = (contentType: 'article' | 'guide', id: number) =>
    app.runtime.services.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.contentType, contentType), eq(ratings.contentId, id)));

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('rejects stars outside 1–5 and malformed ids with Spanish input errors', async () => {
    const article = await insertArticle(app.runtime.services.db);
    for (const rating of [0, 6, -1]) {
      const result = await app.execute(RateMutation, { contentType: 'ARTICLE', id: String(article.id), rating });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe(RATING_INVALID_MESSAGE);
      expect(result.errors?.[0]?.extensions?.field).toBe('rating');
    }
    const malformed = await app.execute(RateMutation, { contentType: 'ARTICLE', id: 'abc', rating: 3 });
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    expect(await rowsFor('article', article.id)).toHaveLength(0);
  });

  it('refuses drafts and missing items with the spec messages', async () => {
    const draft = await insertGuide(app.runtime.services.db, { status: 'Borrador' });
    const result = await app.execute(RateMutation, { contentType: 'GUIDE', id: String(draft.id), rating: 5 });
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Guía no encontrada o no está publicada.');
    const missing = await app.execute(RateMutation, { contentType: 'ARTICLE', id: '999999', rating: 5 });
    expect(missing.errors?.[0]?.message).toBe('Artículo no encontrado o no está publicado.');
    expect(await rowsFor('guide', draft.id)).toHaveLength(0);
  });

  it('refuses guides and articles whose ratings are turned off', async () => {
    const guide = await insertGuide(app.runtime.services.db, { showRatings: false });
    const article = await insertArticle(app.runtime.services.db, { showRatings: false });
    const onGuide = await app.execute(RateMutation, { contentType: 'GUIDE', id: String(guide.id), rating: 4 });
    const onArticle = await app.execute(RateMutation, { contentType: 'ARTICLE', id: String(article.id), rating: 4 });
    for (const result of [onGuide, onArticle]) {
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe(RATINGS_DISABLED_MESSAGE);
    }
    expect(await rowsFor('guide', guide.id)).toHaveLength(0);
  });

  it('keeps one row per visitor: rating again replaces the old value', async () => {
    const guide = await insertGuide(app.runtime.services.db);
    const id = String(guide.id);
    const visitor = newVisitor();
    const first = await app.execute(RateMutation, { contentType: 'GUIDE', id, rating: 4 }, asVisitor(visitor));
    expect(first.data?.rateContent).toEqual({ average: 4, count: 1 });
    const again = await app.execute(RateMutation, { contentType: 'GUIDE', id, rating: 2 }, asVisitor(visitor));
    expect(again.data?.rateContent).toEqual({ average: 2, count: 1 });
    const rows = await rowsFor('guide', guide.id);
    expect(rows.map((r) => [r.userIdentifier, r.rating])).toEqual([[visitor, 2]]);

    const other = await app.execute(RateMutation, { contentType: 'GUIDE', id, rating: 5 }, asVisitor(newVisitor()));
    expect(other.data?.rateContent).toEqual({ average: 3.5, count: 2 });
    const third = await app.execute(RateMutation, { contentType: 'GUIDE', id, rating: 5 }, asVisitor(newVisitor()));
    expect(third.data?.rateContent).toEqual({ average: 4, count: 3 });
  });

  it('uses the signed-in user id rather than the visitor cookie', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const user = { id: 'reader-1', email: 'lectora@test.local', role: 'editor' as const };
    const result = await app.execute(
      RateMutation,
      { contentType: 'ARTICLE', id: String(article.id), rating: 3 },
      { user, ...asVisitor(newVisitor()) },
    );
    expect(result.data?.rateContent).toEqual({ average: 3, count: 1 });
    expect((await rowsFor('article', article.id)).map((r) => r.userIdentifier)).toEqual(['user:reader-1']);
  });

  it('throttles a visitor after the limit with a Spanish message', async () => {
    // Four items, so the visitor's own limit is reached before any per-item one.
    const items = await Promise.all([1, 2, 3, 4].map(() => insertArticle(app.runtime.services.db)));
    const visitor = newVisitor();
    const vars = (i: number) => ({ contentType: 'ARTICLE' as const, id: String(items[i % 4]!.id), rating: 5 });
    for (let i = 0; i < RATING_PER_VISITOR.limit; i += 1) {
      const ok = await app.execute(RateMutation, vars(i), asVisitor(visitor));
      expect(ok.errors).toBeUndefined();
    }
    const refused = await app.execute(RateMutation, vars(RATING_PER_VISITOR.limit), asVisitor(visitor));
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(/demasiadas calificaciones/);
    const someoneElse = await app.execute(RateMutation, vars(0), asVisitor(newVisitor()));
    expect(someoneElse.data?.rateContent.count).toBe(2);
  });

  it('takes no more ratings of one item from one address than its limit, whatever the visitor ids', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const vars = { contentType: 'ARTICLE' as const, id: String(article.id), rating: 5 };
    // A script without cookies: a new visitor id on every call, one address.
    const results = [];
    for (let i = 0; i < 100; i += 1)
      results.push(await app.execute(RateMutation, vars, { visitorId: newVisitor(), ip: '198.51.100.7' }));
    expect(results.filter((r) => !r.errors)).toHaveLength(RATING_PER_ADDRESS_AND_ITEM.limit);
    expect(results.filter((r) => errorCode(r) === 'TOO_MANY_REQUESTS')).toHaveLength(
      100 - RATING_PER_ADDRESS_AND_ITEM.limit,
    );
    expect(await rowsFor('article', article.id)).toHaveLength(RATING_PER_ADDRESS_AND_ITEM.limit);
    // A family on another connection still rates.
    const neighbour = await app.execute(RateMutation, vars, { visitorId: newVisitor(), ip: '198.51.100.8' });
    expect(neighbour.data?.rateContent.count).toBe(RATING_PER_ADDRESS_AND_ITEM.limit + 1);
  });

  it('takes no more ratings from one address across items than its limit', async () => {
    const items = [];
    for (let i = 0; i <= RATING_PER_ADDRESS.limit; i += 1) items.push(await insertGuide(app.runtime.services.db));
    const results = [];
    for (const item of items)
      results.push(
        await app.execute(
          RateMutation,
          { contentType: 'GUIDE', id: String(item.id), rating: 4 },
          { visitorId: newVisitor(), ip: '198.51.100.9' },
        ),
      );
    expect(results.filter((r) => !r.errors)).toHaveLength(RATING_PER_ADDRESS.limit);
    expect(errorCode(results.at(-1)!)).toBe('TOO_MANY_REQUESTS');
  });

  it('counts an IPv6 /64 as one address, an IPv4-mapped address as its IPv4 one', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const vars = { contentType: 'ARTICLE' as const, id: String(article.id), rating: 5 };
    const from = (ip: string) => app.execute(RateMutation, vars, { visitorId: newVisitor(), ip });
    // A script rotating through the 2^64 addresses of its own /64.
    const results = [];
    for (let i = 1; i <= RATING_PER_ADDRESS_AND_ITEM.limit + 5; i += 1)
      results.push(await from(`2001:db8:7:7:${i.toString(16)}::1`));
    expect(results.filter((r) => !r.errors)).toHaveLength(RATING_PER_ADDRESS_AND_ITEM.limit);
    expect((await from('2001:db8:7:8::1')).errors).toBeUndefined();
    for (let i = 0; i < RATING_PER_ADDRESS_AND_ITEM.limit; i += 1) await from('198.51.100.44');
    expect(errorCode(await from('::ffff:198.51.100.44'))).toBe('TOO_MANY_REQUESTS');
  });

  describe('windows: a limit reached just inside its window refuses, just past it admits', () => {
    const cases: [ThrottleRule, number, (visitor: string, ip: string, id: number) => string][] = [
      [RATING_PER_VISITOR, 10 * 60, (visitor) => visitor],
      [RATING_PER_ADDRESS, 60 * 60, (_visitor, ip) => ip],
      [RATING_PER_ADDRESS_AND_ITEM, 60 * 60, (_visitor, ip, id) => `${ip}|article:${id}`],
    ];
    it.each(cases)('%o', async (rule, windowSeconds, subjectOf) => {
      expect(rule.windowSeconds).toBe(windowSeconds);
      const article = await insertArticle(app.runtime.services.db);
      const visitor = newVisitor();
      const ip = `198.51.100.${100 + cases.findIndex(([r]) => r === rule)}`;
      const rate = () =>
        app.execute(
          RateMutation,
          { contentType: 'ARTICLE', id: String(article.id), rating: 3 },
          { visitorId: visitor, ip },
        );
      const subject = subjectOf(visitor, ip, article.id);
      await setThrottle(app.runtime.services.db, rule, subject, rule.limit, JUST_INSIDE);
      expect(errorCode(await rate())).toBe('TOO_MANY_REQUESTS');
      await setThrottle(app.runtime.services.db, rule, subject, rule.limit, JUST_PAST);
      expect((await rate()).data?.rateContent).toEqual({ average: 3, count: 1 });
    });
  });

  // PGlite has one connection and cannot show races; Postgres can.
  it.skipIf(kind === 'pglite')('stores one row for 100 concurrent ratings from one visitor', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const visitor = newVisitor();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.execute(
          RateMutation,
          { contentType: 'ARTICLE', id: String(article.id), rating: (i % 5) + 1 },
          asVisitor(visitor),
        ),
      ),
    );
    const accepted = results.filter((r) => !r.errors);
    const throttled = results.filter((r) => errorCode(r) === 'TOO_MANY_REQUESTS');
    // One visitor on one connection rating one item: the tighter of its two limits holds exactly.
    const limit = Math.min(RATING_PER_VISITOR.limit, RATING_PER_ADDRESS_AND_ITEM.limit);
    expect(accepted).toHaveLength(limit);
    expect(throttled).toHaveLength(100 - limit);
    expect(await rowsFor('article', article.id)).toHaveLength(1);
  });

  it.skipIf(kind === 'pglite')('stores 100 rows for 100 concurrent visitors', async () => {
    const guide = await insertGuide(app.runtime.services.db);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.execute(RateMutation, { contentType: 'GUIDE', id: String(guide.id), rating: 4 }, asVisitor(newVisitor())),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await rowsFor('guide', guide.id)).toHaveLength(100);
    const last = await app.execute(RateMutation, { contentType: 'GUIDE', id: String(guide.id), rating: 4 });
    expect(last.data?.rateContent).toEqual({ average: 4, count: 101 });
  });
});
