import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createScratchDatabase, TEST_DATABASES, type TestDatabaseKind } from '../../../test/databases';
import { insertArticle } from '../../../test/contentFactory';
import { migrateUpTo } from '../../../test/migrations';
import { ROOT_DIR } from '../../config';
import { createDatabase, executeRows, type DbExecutor } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { articles, articleWords, categories, type ArticleRow } from '../../db/schema';
import { listArticlesForAdmin } from './adminListing';
import { listPublishedArticles } from './listing';
import type { ListInput } from '../shared/paging';
import { isSingleWordTerm } from '../shared/textSearch';

/**
 * The page the word index must give: the published rows whose search_text contains the
 * folded term (the LIKE the trigram path runs, and what the spec asks: case- and
 * accent-insensitive, on title and summary), sorted and sliced here.
 */
async function expectedPage(db: DbExecutor, term: string, input: ListInput) {
  const matching = await db
    .select()
    .from(articles)
    .where(sql`${articles.searchText} LIKE '%' || f_search_text(${term}) || '%'`);
  const byDate = (a: ArticleRow, b: ArticleRow) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  const matches = matching
    .filter((row) => row.status === 'Publicado')
    .filter((row) => input.categoryId == null || row.categoryId === Number(input.categoryId))
    .sort((a, b) => (input.sort === 'OLDEST' ? byDate(a, b) : byDate(b, a)));
  const pageSize = input.pageSize ?? 9;
  const start = ((input.page ?? 1) - 1) * pageSize;
  return { ids: matches.slice(start, start + pageSize).map((row) => row.id), total: matches.length };
}

async function searchPage(db: DbExecutor, input: ListInput) {
  const page = await listPublishedArticles(db, input);
  return { ids: page.items.map((item) => item.id), total: page.totalCount };
}

describe('one-word search terms', () => {
  it('are letters and digits that the database folds to a-z and 0-9 only', () => {
    for (const term of ['trampolín', 'ÑANDÚ', 'Pingüino', 'garçon', 'abc123', 'a'])
      expect(isSingleWordTerm(term), term).toBe(true);
    for (const term of ['en el', '%', 'a_b', 'niño-a', 'α', 'ª', '', "l'enfant"])
      expect(isSingleWordTerm(term), term).toBe(false);
  });
});

describe.each(TEST_DATABASES)('the word index behind article search on %s', (kind) => {
  let app: TestApp;
  let db: DbExecutor;
  let rows: ArticleRow[];
  let categoryIds: number[];
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    db = app.runtime.services.db;
    const created = await db
      .insert(categories)
      .values([{ name: 'Juego' }, { name: 'Sueño' }])
      .returning();
    categoryIds = created.map((row) => row.id);
    const [play, sleep] = categoryIds;
    const specs: Partial<typeof articles.$inferInsert>[] = [
      { title: 'Saltar en el trampolín', summary: 'Juegos al aire libre.', categoryId: play },
      { title: 'Trampolines y camas elásticas', summary: 'Un trampolín seguro en casa.', categoryId: play },
      { title: 'El ñandú del jardín', summary: 'Pingüinos, ñandúes y otras aves.', categoryId: sleep },
      { title: 'Dormir 12 horas', summary: 'Rutinas de sueño a los 3 años.', categoryId: sleep },
      { title: 'Borrador sobre ornitorrincos', summary: 'Todavía no publicado.', status: 'Borrador' },
      { title: 'Límites con cariño', summary: 'Decir que no sin gritar: el trampolín emocional.' },
      { title: 'Garçon et fille', summary: 'Un artículo con letras latinas: Æsop, straße.' },
    ];
    rows = [];
    for (const [index, spec] of specs.entries())
      rows.push(await insertArticle(db, { createdAt: day(index + 1), ...spec }));
    // Two articles the same day: the id breaks the tie, as in the list without a search.
    rows.push(await insertArticle(db, { title: 'Otro trampolín', summary: 'Mismo día.', createdAt: day(1) }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds what a substring match on title and summary finds, for any sort, category and page', async () => {
    const terms = ['trampolin', 'TRAMPOLÍN', 'ramp', 'olin', 'a', 'ñandu', 'NANDU', 'pinguino', 'garcon', '12'];
    // 'Æ' and 'ß' fold to two letters; a term that matches nothing; one only a draft has.
    const edges = ['aesop', 'strasse', 'zzz', 'ornitorrinco'];
    for (const term of [...terms, ...edges]) {
      expect(isSingleWordTerm(term)).toBe(true);
      for (const sort of ['NEWEST', 'OLDEST'] as const)
        for (const categoryId of [null, ...categoryIds])
          for (const page of [1, 2]) {
            const input: ListInput = { search: term, sort, categoryId, pageSize: 2, page };
            const expected = await expectedPage(db, term, input);
            // Past the last page the list counts separately; that path is not the word index.
            if (page > 1 && expected.ids.length === 0) continue;
            expect(await searchPage(db, input), JSON.stringify(input)).toEqual(expected);
            if (term === 'trampolin' && page === 1 && categoryId === null) expect(expected.total).toBe(4);
          }
    }
  });

  it('answers a page far past the last one as an empty page with the total, for every list shape', async () => {
    // GraphQL's Int allows page 2^31 - 1; its offset (page - 1) × size passes the int
    // the word index's function took, and that request was an internal error.
    const far = 2_147_483_643;
    for (const search of ['trampolin', 'tramp olin', null])
      for (const categoryId of [null, categoryIds[0]]) {
        const input: ListInput = { search, categoryId, page: far, pageSize: 50 };
        const page = await listPublishedArticles(db, input);
        const first = await listPublishedArticles(db, { ...input, page: 1 });
        expect(page.items, JSON.stringify(input)).toEqual([]);
        expect({ total: page.totalCount, page: page.page }).toEqual({ total: first.totalCount, page: far });
        const admin = await listArticlesForAdmin(db, { search, page: far, pageSize: 50 });
        expect(admin.items).toEqual([]);
      }
  });

  it('counts an article once when several of its words contain the term', async () => {
    const both = rows[1];
    const page = await searchPage(db, { search: 'trampolin', pageSize: 50 });
    expect(page.ids.filter((id) => id === both?.id)).toHaveLength(1);
    expect(page.total).toBe(page.ids.length);
  });

  it('follows publishing, edits, category changes and deletions', async () => {
    const find = async (term: string, categoryId: number | null = null) =>
      (await searchPage(db, { search: term, categoryId, pageSize: 50 })).ids;
    const draft = rows[4]!;
    expect(await find('ornitorrinco')).toEqual([]);
    await db.update(articles).set({ status: 'Publicado' }).where(eq(articles.id, draft.id));
    expect(await find('ornitorrinco')).toEqual([draft.id]);

    await db.update(articles).set({ title: 'Los carpinchos' }).where(eq(articles.id, draft.id));
    expect(await find('ornitorrinco')).toEqual([]);
    expect(await find('carpincho')).toEqual([draft.id]);

    const [play] = categoryIds;
    await db.update(articles).set({ categoryId: play }).where(eq(articles.id, draft.id));
    expect(await find('carpincho', play)).toEqual([draft.id]);
    // Deleting the category sets the article's to null (a cascaded update the index follows).
    await db.delete(categories).where(eq(categories.id, play!));
    expect(await find('carpincho', play)).toEqual([]);
    expect(await find('carpincho')).toEqual([draft.id]);

    await db.update(articles).set({ status: 'Borrador' }).where(eq(articles.id, draft.id));
    expect(await find('carpincho')).toEqual([]);
    await db.update(articles).set({ status: 'Publicado' }).where(eq(articles.id, draft.id));
    await db.delete(articles).where(eq(articles.id, draft.id));
    expect(await find('carpincho')).toEqual([]);
    const left = await db.select().from(articleWords).where(eq(articleWords.articleId, draft.id));
    expect(left).toEqual([]);
  });

  it('leaves the index alone when only the view count changes', async () => {
    const target = rows[0]!;
    const versions = () =>
      db
        .select({ version: sql<string>`xmin::text` })
        .from(articleWords)
        .where(eq(articleWords.articleId, target.id));
    const before = await versions();
    expect(before.length).toBeGreaterThan(0);
    await db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(eq(articles.id, target.id));
    expect(await versions()).toEqual(before);
  });

  it("finds an article's words through the unique index however large the vocabulary grows", async () => {
    // The trigger's lookup: with the planner's default guess of 1,000 words per text it
    // hashed the whole vocabulary on every save, ~10 ms per article at 30,000 words.
    await db.execute(sql`insert into search_words (word) select 'vocablo' || i from generate_series(1, 30000) as i`);
    await db.execute(sql`analyze search_words`);
    const [plan] = await executeRows<Record<string, unknown>>(
      db,
      sql`explain (format json) select search_words.id from f_search_words('un trampolin en casa') as token
          join search_words on search_words.word = token`,
    );
    expect(JSON.stringify(plan)).toContain('search_words_word_unique');
  });

  it('holds for every character a one-word term may have: the database folds it to a-z and 0-9', async () => {
    const allowed = Array.from({ length: 0x250 }, (_, code) => String.fromCodePoint(code)).filter(isSingleWordTerm);
    expect(allowed.length).toBeGreaterThan(100);
    const unfolded = await executeRows(
      db,
      sql`select c from regexp_split_to_table(${allowed.join(' ')}, ' ') as c where f_search_text(c) !~ '^[a-z0-9]+$'`,
    );
    expect(unfolded).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('upgrading a database with articles on %s', (kind: TestDatabaseKind) => {
  it('indexes the words of the articles already published', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      await migrateUpTo(handle, scratch?.url, '0005_search_words');
      await handle.exec(`INSERT INTO articles (title, summary, content, status) VALUES
        ('Un trampolín en casa', 'Juegos', '', 'Publicado'),
        ('Trampolines', 'Borrador', '', 'Borrador')`);
      await migrateDatabase(handle, ROOT_DIR, scratch?.url);
      const page = await listPublishedArticles(handle.db, { search: 'TRAMPOLIN' });
      expect(page.items.map((item) => item.title)).toEqual(['Un trampolín en casa']);
      expect(page.totalCount).toBe(1);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });

  it("indexes the drafts already there for the admin's search, and keeps them out of the public one", async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      await migrateUpTo(handle, scratch?.url, '0012_index_only_pages');
      await handle.exec(`INSERT INTO articles (title, summary, content, status) VALUES
        ('Un trampolín en casa', 'Juegos', '', 'Publicado'),
        ('Trampolines', 'Borrador', '', 'Borrador')`);
      await migrateDatabase(handle, ROOT_DIR, scratch?.url);
      const admin = await listArticlesForAdmin(handle.db, { search: 'TRAMPOLIN' });
      expect(admin.items.map((item) => item.title)).toEqual(['Trampolines', 'Un trampolín en casa']);
      expect(admin.totalCount).toBe(2);
      const page = await listPublishedArticles(handle.db, { search: 'trampolin' });
      expect(page.items.map((item) => item.title)).toEqual(['Un trampolín en casa']);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });
});
