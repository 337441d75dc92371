/**
 * The admin's paginated lists and statistics: pages agree with the whole table
 * read directly, totals kept by triggers agree with count(*), and a page costs
 * the same statements whatever its size.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { executeRows } from '../../db/client';
import { articles, categories, contentTotals, guides, ratings } from '../../db/schema';

const AdminArticlesPage = graphql(`
  query TestAdminArticlesPage($input: AdminListInput) {
    adminArticles(input: $input) {
      items {
        id
        title
        category {
          name
        }
      }
      totalCount
      pageCount
      page
      pageSize
    }
  }
`);

const AdminGuidesPage = graphql(`
  query TestAdminGuidesPage($input: AdminListInput) {
    adminGuides(input: $input) {
      items {
        id
      }
      totalCount
    }
  }
`);

const StatsPage = graphql(`
  query TestStatsPage($contentType: ContentType!, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {
    contentStats(contentType: $contentType, sortBy: $sortBy, direction: $direction, page: $page, pageSize: 7) {
      items {
        id
        views
        averageRating
        ratingCount
        isFeatured
      }
      totalCount
      pageCount
    }
  }
`);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe.each(TEST_DATABASES)('admin lists on %s', (kind) => {
  let app: TestApp;
  const asAdmin = { user: ADMIN_USER };

  beforeAll(async () => {
    app = await createTestApp(kind);
    const db = app.runtime.services.db;
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    // Enough rows for several pages, drafts among them, some with the same date (ties broken by id).
    await db.insert(articles).values(
      Array.from({ length: 45 }, (_, i) => ({
        title: `Lista ${i} ${i % 3 === 0 ? 'juego' : 'Educación'}`,
        summary: 'Resumen',
        content: '<p>c</p>',
        status: i % 4 === 0 ? ('Borrador' as const) : ('Publicado' as const),
        categoryId: i % 2 === 0 ? (category?.id ?? null) : null,
        views: (i * 7) % 11,
        isFeatured: i % 5 === 0,
        createdAt: new Date(Date.UTC(2020, 0, 1 + Math.floor(i / 2))),
      })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  async function totalsByTable() {
    const db = app.runtime.services.db;
    const kept = await db.select().from(contentTotals);
    const rows = await executeRows<{ kind: string; status: string; bucket: number; total: number }>(
      db,
      sql`
      select kind, status, bucket, count(*)::int as total from (
        select 'article' as kind, status, category_id from articles
        union all select 'guide', status, category_id from guides
      ) as rows, lateral (values (0), (rows.category_id)) as b(bucket)
      where bucket is not null group by kind, status, bucket`,
    );
    const expected = new Map(rows.map((r) => [`${r.kind}/${r.status}/${r.bucket}`, Number(r.total)]));
    const actual = new Map(
      kept.filter((r) => r.total !== 0).map((r) => [`${r.contentType}/${r.status}/${r.categoryId}`, r.total]),
    );
    return { expected, actual };
  }

  it('refuses the lists without a session and a page below 1', async () => {
    expect(errorCode(await app.execute(AdminArticlesPage, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.execute(StatsPage, { contentType: 'ARTICLE' }))).toBe('UNAUTHENTICATED');
    const zero = await app.execute(AdminArticlesPage, { input: { page: 0 } }, asAdmin);
    expect(errorCode(zero)).toBe('BAD_USER_INPUT');
  });

  it('pages through every article, all statuses, newest first, with the total from the server', async () => {
    const db = app.runtime.services.db;
    const all = await db
      .select({ id: articles.id })
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id));
    const first = await app.execute(AdminArticlesPage, {}, asAdmin);
    expect(first.data?.adminArticles).toMatchObject({
      totalCount: all.length,
      pageCount: Math.ceil(all.length / 20),
      page: 1,
      pageSize: 20,
    });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 20); page += 1) {
      const result = await app.execute(AdminArticlesPage, { input: { page } }, asAdmin);
      seen.push(...(result.data?.adminArticles.items.map((item) => item.id) ?? []));
    }
    expect(seen).toEqual(all.map((row) => String(row.id)));
    const past = await app.execute(AdminArticlesPage, { input: { page: 99 } }, asAdmin);
    expect(past.data?.adminArticles).toMatchObject({ items: [], totalCount: all.length });
    const huge = await app.execute(AdminArticlesPage, { input: { pageSize: 5000 } }, asAdmin);
    expect(huge.data?.adminArticles.items).toHaveLength(50);
  });

  it('searches title and summary ignoring accents and case, counting every match', async () => {
    const db = app.runtime.services.db;
    const rows = await db.select({ title: articles.title, summary: articles.summary }).from(articles);
    const matching = rows.filter((row) => fold(`${row.title} ${row.summary}`).includes('educacion'));
    expect(matching.length).toBeGreaterThan(20);
    const result = await app.execute(AdminArticlesPage, { input: { search: 'EDUCACION', page: 2 } }, asAdmin);
    expect(result.data?.adminArticles.totalCount).toBe(matching.length);
    expect(result.data?.adminArticles.items).toHaveLength(Math.min(20, matching.length - 20));
    for (const item of result.data?.adminArticles.items ?? []) expect(fold(item.title)).toContain('educacion');
    const none = await app.execute(AdminGuidesPage, { input: { search: 'zzzqqq' } }, asAdmin);
    expect(none.data?.adminGuides).toEqual({ items: [], totalCount: 0 });
  });

  it('costs the same statements for a page of 1 and a page of 50', async () => {
    const costs: number[] = [];
    for (const pageSize of [1, 50]) {
      const before = app.statementCount();
      const result = await app.execute(AdminArticlesPage, { input: { pageSize } }, asAdmin);
      expect(result.errors).toBeUndefined();
      costs.push(app.statementCount() - before);
    }
    expect(costs[1]).toBe(costs[0]);
  });

  it('keeps the totals equal to count(*) through inserts, publishing, moves, category deletes and deletes', async () => {
    const db = app.runtime.services.db;
    const [category] = await db.insert(categories).values({ name: 'Efímera' }).returning();
    const inserted = await db
      .insert(guides)
      .values([
        { title: 'G1', description: 'd', categoryId: category?.id ?? null },
        { title: 'G2', description: 'd', status: 'Publicado', categoryId: category?.id ?? null },
      ])
      .returning({ id: guides.id });
    const [g1, g2] = inserted;
    if (!g1 || !g2 || !category) throw new Error('insert failed');
    await db.update(guides).set({ status: 'Publicado' }).where(eq(guides.id, g1.id));
    await db.update(guides).set({ views: 40 }).where(eq(guides.id, g1.id));
    await db.delete(categories).where(eq(categories.id, category.id));
    await db.delete(guides).where(eq(guides.id, g2.id));
    await db.update(articles).set({ status: 'Publicado' }).where(eq(articles.status, 'Borrador'));
    const { expected, actual } = await totalsByTable();
    expect(actual).toEqual(expected);
  });

  it('keeps each item rating sum and count through new, changed and deleted ratings', async () => {
    const db = app.runtime.services.db;
    const [item] = await db.select({ id: articles.id }).from(articles).limit(1);
    if (!item) throw new Error('no article');
    await db.insert(ratings).values([
      { contentType: 'article', contentId: item.id, rating: 5, userIdentifier: 'r1' },
      { contentType: 'article', contentId: item.id, rating: 2, userIdentifier: 'r2' },
      { contentType: 'guide', contentId: item.id, rating: 1, userIdentifier: 'r1' },
    ]);
    await db
      .update(ratings)
      .set({ rating: 3 })
      .where(and(eq(ratings.contentId, item.id), eq(ratings.userIdentifier, 'r2'), eq(ratings.contentType, 'article')));
    await db.delete(ratings).where(and(eq(ratings.contentType, 'guide'), eq(ratings.contentId, item.id)));
    const [row] = await db
      .select({ sum: articles.ratingSum, count: articles.ratingCount })
      .from(articles)
      .where(eq(articles.id, item.id));
    const [fromRatings] = await db
      .select({ sum: sql<number>`coalesce(sum(${ratings.rating}), 0)::int`, count: sql<number>`count(*)::int` })
      .from(ratings)
      .where(and(eq(ratings.contentType, 'article'), eq(ratings.contentId, item.id)));
    expect({ sum: row?.sum, count: row?.count }).toEqual({
      sum: Number(fromRatings?.sum),
      count: Number(fromRatings?.count),
    });
  });

  it('sorts statistics by rating, featured flag and views in SQL, ascending the exact reverse', async () => {
    type Row = { id: string; views: number; averageRating: number; isFeatured: boolean };
    const keyOf: Record<string, (row: Row) => number[]> = {
      RATING: (row) => [row.averageRating, row.views, Number(row.id)],
      FEATURED: (row) => [row.isFeatured ? 1 : 0, row.views, Number(row.id)],
      VIEWS: (row) => [row.views, Number(row.id)],
    };
    const compare = (a: number[], b: number[]) => {
      for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
      return 0;
    };
    for (const sortBy of ['RATING', 'FEATURED', 'VIEWS'] as const) {
      const pages: Record<'ASC' | 'DESC', Row[]> = { ASC: [], DESC: [] };
      for (const direction of ['ASC', 'DESC'] as const) {
        const first = await app.execute(StatsPage, { contentType: 'ARTICLE', sortBy, direction }, asAdmin);
        const pageCount = first.data?.contentStats.pageCount ?? 0;
        expect(first.data?.contentStats.totalCount).toBeGreaterThan(45);
        for (let page = 1; page <= pageCount; page += 1) {
          const result = await app.execute(StatsPage, { contentType: 'ARTICLE', sortBy, direction, page }, asAdmin);
          pages[direction].push(...(result.data?.contentStats.items ?? []));
        }
      }
      const key = keyOf[sortBy] ?? (() => []);
      const sorted = [...pages.DESC].sort((a, b) => compare(key(b), key(a)));
      expect(pages.DESC.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      expect(pages.ASC.map((r) => r.id)).toEqual([...sorted].reverse().map((r) => r.id));
    }
  });
});
