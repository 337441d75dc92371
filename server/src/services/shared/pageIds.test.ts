/**
 * Pages read from the nearer end of an index, and the one- and two-word searches
 * answered by the word and word-pair indexes: every page of every list shape must be the same
 * slice of the whole list, ordered directly, whichever end it was read from
 * and whichever path found it.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { insertArticle } from '../../../test/contentFactory';
import type { DbExecutor } from '../../db/client';
import { articles, categories, ratings } from '../../db/schema';
import { listArticlesForAdmin, listPublishedArticles } from '../content';
import { listContentStats, type StatsSortKey } from '../stats';

/** Every page of a list, fetched one by one until past the last, with the total each page reported. */
async function allPages(fetch: (page: number) => Promise<{ items: { id: number }[]; totalCount: number }>) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 100; page += 1) {
    const result = await fetch(page);
    totals.add(result.totalCount);
    if (result.items.length === 0) break;
    ids.push(...result.items.map((item) => item.id));
  }
  return { ids, totals: [...totals] };
}

async function idsInOrder(db: DbExecutor, where: SQL | undefined, order: SQL[]) {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(where)
    .orderBy(...order);
  return rows.map((row) => row.id);
}

describe.each(TEST_DATABASES)('pages from either end of the list on %s', (kind) => {
  let app: TestApp;
  let db: DbExecutor;
  let categoryId: number;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    db = app.runtime.services.db;
    const [category] = await db.insert(categories).values({ name: 'Crianza' }).returning();
    categoryId = category!.id;
    // 23 articles: drafts among them, pairs sharing a date (the id breaks the tie), and one word
    // that also lies inside another ('familia' in 'familias', both in one summary).
    for (let i = 0; i < 23; i += 1)
      await insertArticle(db, {
        title: `${i % 2 === 0 ? 'Título' : 'titulo'} ${String.fromCharCode(97 + ((i * 7) % 23))} ${i}`,
        summary: i % 3 === 0 ? (i % 2 === 0 ? 'Para la familia.' : 'Familias y la familia.') : 'Otro tema.',
        status: i % 5 === 0 ? 'Borrador' : 'Publicado',
        categoryId: i % 2 === 0 ? categoryId : null,
        views: (i * 5) % 7,
        isFeatured: i % 4 === 0,
        createdAt: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2))),
      });
    const rated = await db.select({ id: articles.id }).from(articles).limit(12);
    await db.insert(ratings).values(
      rated.flatMap((row, i) => [
        { contentType: 'article' as const, contentId: row.id, rating: 1 + (i % 5), userIdentifier: `a${i}` },
        { contentType: 'article' as const, contentId: row.id, rating: 1 + ((i * 3) % 5), userIdentifier: `b${i}` },
      ]),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives every public page, newest or oldest first, in a category or not, as one ordered list', async () => {
    for (const sort of ['NEWEST', 'OLDEST'] as const)
      for (const category of [null, categoryId])
        for (const pageSize of [2, 3, 4, 50]) {
          const direction = sort === 'NEWEST' ? desc : asc;
          const where = and(
            eq(articles.status, 'Publicado'),
            category === null ? undefined : eq(articles.categoryId, category),
          );
          const expected = await idsInOrder(db, where, [direction(articles.createdAt), direction(articles.id)]);
          const pages = await allPages((page) =>
            listPublishedArticles(db, { sort, categoryId: category, pageSize, page }),
          );
          expect(pages, JSON.stringify({ sort, category, pageSize })).toEqual({
            ids: expected,
            totals: [expected.length],
          });
        }
  });

  it('gives every admin page, all statuses, newest first', async () => {
    const expected = await idsInOrder(db, undefined, [desc(articles.createdAt), desc(articles.id)]);
    for (const pageSize of [1, 3, 4, 6]) {
      const pages = await allPages((page) => listArticlesForAdmin(db, { pageSize, page }));
      expect(pages, `pageSize ${pageSize}`).toEqual({ ids: expected, totals: [expected.length] });
    }
  });

  it('gives every statistics page in every order and both directions', async () => {
    const keys: Record<StatsSortKey, SQL[]> = {
      TITLE: [sql`f_search_text(${articles.title}) collate "C"`, sql`${articles.title}`],
      VIEWS: [sql`${articles.views}`],
      RATING: [
        sql`coalesce(round(${articles.ratingSum}::numeric / nullif(${articles.ratingCount}, 0), 1), 0)`,
        sql`${articles.views}`,
      ],
      FEATURED: [sql`${articles.isFeatured}`, sql`${articles.views}`],
      CREATED_AT: [sql`${articles.createdAt}`],
    };
    for (const [sortBy, order] of Object.entries(keys) as [StatsSortKey, SQL[]][]) {
      const ascending = await idsInOrder(db, undefined, [...order, sql`${articles.id}`]);
      for (const direction of ['ASC', 'DESC'] as const) {
        const expected = direction === 'ASC' ? ascending : [...ascending].reverse();
        const pages = await allPages(async (page) => {
          const result = await listContentStats(db, { contentType: 'article', sortBy, direction, page, pageSize: 4 });
          return { ...result, items: result.items.map((item) => ({ id: item.id })) };
        });
        expect(pages, `${sortBy} ${direction}`).toEqual({ ids: expected, totals: [expected.length] });
      }
    }
  });

  it('shows the average a rating leaves, to one decimal, and 0 once the last rating is gone', async () => {
    const [target] = await db.select({ id: articles.id }).from(articles).orderBy(desc(articles.id)).limit(1);
    const id = target!.id;
    const average = async () =>
      (
        await listContentStats(db, { contentType: 'article', sortBy: 'RATING', direction: 'DESC', pageSize: 50 })
      ).items.find((item) => item.id === id);
    await db.insert(ratings).values([
      { contentType: 'article', contentId: id, rating: 5, userIdentifier: 'avg1' },
      { contentType: 'article', contentId: id, rating: 4, userIdentifier: 'avg2' },
      { contentType: 'article', contentId: id, rating: 4, userIdentifier: 'avg3' },
    ]);
    expect(await average()).toMatchObject({ averageRating: 4.3, ratingCount: 3 });
    await db.update(ratings).set({ rating: 1 }).where(eq(ratings.userIdentifier, 'avg1'));
    expect(await average()).toMatchObject({ averageRating: 3, ratingCount: 3 });
    await db.delete(ratings).where(eq(ratings.contentId, id));
    expect(await average()).toMatchObject({ averageRating: 0, ratingCount: 0 });
  });

  it("finds drafts too in the admin's one-word search, counts an article once, and pages in order", async () => {
    const matching = (term: string) =>
      idsInOrder(db, sql`${articles.searchText} LIKE '%' || f_search_text(${term}) || '%'`, [
        desc(articles.createdAt),
        desc(articles.id),
      ]);
    // Two words ('Título 1', 'la familia') are answered by the word-pair index: whole words,
    // a word's end and the next one's start ('a fam'), a pair split by a comma or a period.
    for (const term of [
      'FAMILIA',
      'familias',
      'titulo',
      'Título 1',
      'la familia',
      'a fam',
      'y la',
      'zzz',
      'familia.',
    ]) {
      const expected = await matching(term);
      for (const pageSize of [1, 2, 5]) {
        const pages = await allPages((page) => listArticlesForAdmin(db, { search: term, pageSize, page }));
        expect(pages.ids, `${term} by ${pageSize}`).toEqual(expected);
        expect(pages.totals, `${term} by ${pageSize}`).toEqual([expected.length]);
      }
    }
    const drafts = await db.select({ id: articles.id }).from(articles).where(eq(articles.status, 'Borrador'));
    const found = await listArticlesForAdmin(db, { search: 'titulo', pageSize: 50 });
    expect(found.items.map((item) => item.id)).toEqual(expect.arrayContaining(drafts.map((row) => row.id)));
    // The public search keeps the published ones only.
    const published = await listPublishedArticles(db, { search: 'familia', pageSize: 50 });
    const expectedPublished = await idsInOrder(
      db,
      and(eq(articles.status, 'Publicado'), sql`${articles.searchText} LIKE '%familia%'`),
      [desc(articles.createdAt), desc(articles.id)],
    );
    expect(published.items.map((item) => item.id)).toEqual(expectedPublished);
    expect(published.totalCount).toBe(expectedPublished.length);
  });

  it('gives every page of a statistics title search in every order, from the title words or the trigram index', async () => {
    // An edited article is indexed again by the trigger: its new title words and word pairs count.
    const [edited] = await db.select({ id: articles.id }).from(articles).orderBy(asc(articles.id)).limit(1);
    await db
      .update(articles)
      .set({ title: 'Ornitorrinco en la familia', summary: 'Toda la familia, junta.' })
      .where(eq(articles.id, edited!.id));
    const keys: Record<StatsSortKey, SQL[]> = {
      TITLE: [sql`f_search_text(${articles.title}) collate "C"`, sql`${articles.title}`],
      VIEWS: [sql`${articles.views}`],
      RATING: [sql`${articles.ratingAverage}`, sql`${articles.views}`],
      FEATURED: [sql`${articles.isFeatured}`, sql`${articles.views}`],
      CREATED_AT: [sql`${articles.createdAt}`],
    };
    // Every title ('titulo'), about half ('1': a page read by walking the order's index, the
    // next ones by id), few, none (a summary's word), and terms the word index does not answer.
    for (const term of ['titulo', '1', 'Ornitorrinco', 'FAMILIA', 'otro', 'zzz', 'en la', 'o 1']) {
      for (const [sortBy, order] of Object.entries(keys) as [StatsSortKey, SQL[]][]) {
        const ascending = await idsInOrder(
          db,
          sql`f_search_text(${articles.title}) LIKE '%' || f_search_text(${term}) || '%'`,
          [...order, sql`${articles.id}`],
        );
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = direction === 'ASC' ? ascending : [...ascending].reverse();
          const pages = await allPages(async (page) => {
            const result = await listContentStats(db, {
              contentType: 'article',
              search: term,
              sortBy,
              direction,
              page,
              pageSize: 4,
            });
            return { ...result, items: result.items.map((item) => ({ id: item.id })) };
          });
          expect(pages.ids, `${term} ${sortBy} ${direction}`).toEqual(expected);
          expect(pages.totals, `${term} ${sortBy} ${direction}`).toEqual([expected.length]);
        }
      }
    }
    const phrase = await listArticlesForAdmin(db, { search: 'la familia', pageSize: 50 });
    expect(phrase.items.map((item) => item.id)).toContain(edited!.id);
  });

  it('counts and pages a term inside several words or word pairs exactly, whichever word has the most entries', async () => {
    // 'familiares' is indexed last (the highest word id) and becomes the word with the most
    // entries: articles holding one, two or all three of 'familia', 'familias', 'familiares'
    // (the smaller words hold many of the entries: their articles are de-duplicated by sorting).
    // 'hermano' too, but holding most entries of 'herman' (the smaller words' entries are
    // probed one by one): 'hermanos' and 'hermana' first, alone, together and with 'hermano'.
    // Drafts among them, in a category or not, pairs sharing a date.
    const summaries = [
      'Para familiares y amigos.',
      'Con familiares y la familia.',
      'Familias, familiares y la familia.',
      'Solo familiares.',
      'Con hermanos.',
      'Hermana y hermanos.',
      'Una hermana.',
      ...Array.from({ length: 33 }, (_, j) =>
        j % 10 === 0 ? 'Un hermano y sus hermanos.' : j % 10 === 5 ? 'Hermano, hermana.' : 'Un hermano.',
      ),
    ];
    for (let j = 0; j < 56; j += 1)
      await insertArticle(db, {
        title: `Encuentro ${j}`,
        summary: j < 20 ? summaries[j % 4] : summaries[j - 16],
        status: j % 3 === 0 ? 'Borrador' : 'Publicado',
        categoryId: j % 2 === 0 ? categoryId : null,
        createdAt: new Date(Date.UTC(2025, 1, 1 + Math.floor(j / 2))),
      });
    const matching = (term: string, where?: SQL) =>
      idsInOrder(db, and(where, sql`${articles.searchText} LIKE '%' || f_search_text(${term}) || '%'`), [
        desc(articles.createdAt),
        desc(articles.id),
      ]);
    // Words: 'famili' and 'FAMILIA' lie in three, 'amili' in those three and no other, 'herman' in
    // three, 'hermano' in two. Pairs: 's y' in 'familiares y' and 'familias y',
    // 'a fam' in 'la familia' and 'para familiares', 'n hermano' in 'un hermano' and 'con hermanos'.
    for (const term of ['famili', 'FAMILIA', 'amili', 's y', 'a fam', 'herman', 'hermano', 'n hermano']) {
      const expected = await matching(term);
      for (const pageSize of [1, 3, 7]) {
        const pages = await allPages((page) => listArticlesForAdmin(db, { search: term, pageSize, page }));
        expect(pages, `${term} by ${pageSize}`).toEqual({ ids: expected, totals: [expected.length] });
      }
      for (const category of [null, categoryId])
        for (const sort of ['NEWEST', 'OLDEST'] as const) {
          const newest = await matching(
            term,
            and(eq(articles.status, 'Publicado'), category === null ? undefined : eq(articles.categoryId, category)),
          );
          const published = sort === 'NEWEST' ? newest : [...newest].reverse();
          for (const pageSize of [2, 5]) {
            const pages = await allPages((page) =>
              listPublishedArticles(db, { search: term, categoryId: category, sort, pageSize, page }),
            );
            expect(pages, JSON.stringify({ term, category, sort, pageSize })).toEqual({
              ids: published,
              totals: [published.length],
            });
          }
        }
    }
  });
});
