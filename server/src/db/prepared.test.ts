import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { TEST_DATABASES } from '../../test/databases';
import { loadCategoriesById } from '../services/categories';
import { loadArticleBodies } from '../services/content';
import { loadRatingSummaries } from '../services/ratings';
import type { DbExecutor } from './client';
import { idArray, preparedPerHandle } from './prepared';
import { articles, categories, ratings } from './schema';

describe('statements prepared per handle', () => {
  it('builds a statement once per database handle', () => {
    let builds = 0;
    const statement = preparedPerHandle((db) => ({ db, build: ++builds }));
    const first = {} as DbExecutor;
    const second = {} as DbExecutor;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).db).toBe(second);
    expect(builds).toBe(2);
  });

  it('writes integer ids as one array literal and refuses anything else', () => {
    expect(idArray([3, 1, 20])).toBe('{3,1,20}');
    expect(idArray([])).toBe('{}');
    expect(() => idArray([1.5])).toThrow(TypeError);
    expect(() => idArray([Number.NaN])).toThrow(TypeError);
  });
});

describe.each(TEST_DATABASES)('batched lookups by id on %s', (kind) => {
  let app: TestApp;
  let db: DbExecutor;

  beforeAll(async () => {
    app = await createTestApp(kind);
    db = app.runtime.services.db;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds categories for batches of any size with the same statement, skipping unknown ids', async () => {
    const all = await db.select().from(categories);
    const ids = all.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(2);
    const one = await loadCategoriesById(db, [ids[0]!]);
    expect([...one.values()]).toEqual([all[0]]);
    const many = await loadCategoriesById(db, [...ids, 987_654]);
    expect([...many.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(many.has(987_654)).toBe(false);
    for (const row of all) expect(many.get(row.id)).toEqual(row);
  });

  it('summarizes ratings per item of one content type only', async () => {
    const published = await db.select({ id: articles.id }).from(articles).limit(3);
    const [a, b, c] = published.map((row) => row.id);
    if (a === undefined || b === undefined || c === undefined) throw new Error('seed missing');
    await db.insert(ratings).values([
      { contentType: 'article', contentId: a, rating: 5, userIdentifier: 'p1' },
      { contentType: 'article', contentId: a, rating: 4, userIdentifier: 'p2' },
      { contentType: 'article', contentId: a, rating: 4, userIdentifier: 'p3' },
      { contentType: 'article', contentId: b, rating: 2, userIdentifier: 'p1' },
      // Same id, other type: must not count for the article.
      { contentType: 'guide', contentId: c, rating: 1, userIdentifier: 'p1' },
    ]);
    try {
      const summaries = await loadRatingSummaries(db, 'article', [a, b, c]);
      expect(summaries.get(a)).toEqual({ average: 4.3, count: 3 });
      expect(summaries.get(b)).toEqual({ average: 2, count: 1 });
      expect(summaries.has(c)).toBe(false);
      expect((await loadRatingSummaries(db, 'guide', [c])).get(c)).toEqual({ average: 1, count: 1 });
    } finally {
      for (const id of [a, b, c]) await db.delete(ratings).where(eq(ratings.contentId, id));
    }
  });

  it('reads article bodies for any batch size', async () => {
    const stored = await db.select({ id: articles.id, content: articles.content }).from(articles).limit(5);
    const bodies = await loadArticleBodies(
      db,
      stored.map((row) => row.id),
    );
    for (const row of stored) expect(bodies.get(row.id)).toBe(row.content);
    expect((await loadArticleBodies(db, [stored[0]!.id])).size).toBe(1);
  });
});
