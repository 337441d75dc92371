import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles } from '../../db/schema';
import { SEED_ARTICLES, SEED_GUIDES } from '../../services/seed';
import { SAMPLE_QUESTIONS } from '@crecer/domain/games';

const ArticlesListQuery = graphql(`
  query TestArticlesList($input: ContentListInput) {
    articles(input: $input) {
      totalCount
      pageCount
      page
      pageSize
      items {
        id
        title
        status
        averageRating
        ratingCount
        category {
          id
          name
        }
      }
    }
  }
`);

const ArticleBodiesQuery = graphql(`
  query TestArticleBodies($input: ContentListInput) {
    articles(input: $input) {
      items {
        id
        content
      }
    }
  }
`);

const ArticleQuery = graphql(`
  query TestArticle($id: ID!) {
    article(id: $id) {
      id
      title
      status
    }
  }
`);

const GuidesListQuery = graphql(`
  query TestGuidesList($input: ContentListInput) {
    guides(input: $input) {
      totalCount
      items {
        id
        title
        price
        isFree
        hasPdf
        downloadUrl
        paymentLink
      }
    }
  }
`);

const GuidePdfUrlQuery = graphql(`
  query TestGuidePdfUrl($id: ID!) {
    guide(id: $id) {
      id
      pdfUrl
    }
  }
`);

const CategoriesQuery = graphql(`
  query TestCategories {
    categories {
      id
      name
    }
  }
`);

const FeaturedQuery = graphql(`
  query TestFeatured {
    featuredContent {
      __typename
      ... on Article {
        id
        title
        updatedAt
        status
      }
      ... on Guide {
        id
        title
        updatedAt
        status
      }
    }
  }
`);

const GamesQuery = graphql(`
  query TestGames($gameType: GameType!) {
    gameQuestions(gameType: $gameType) {
      id
      text
      isTrue
    }
    puzzleWords {
      word
      activityDescription
    }
  }
`);

const SiteConfigQuery = graphql(`
  query TestSiteConfig($keys: [String!]) {
    siteConfiguration(keys: $keys) {
      key
      value
    }
  }
`);

const publishedArticles = SEED_ARTICLES.filter((a) => a.status === 'Publicado');
const publishedGuides = SEED_GUIDES.filter((g) => g.status === 'Publicado');

describe.each(TEST_DATABASES)('public read API on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('rejects bad list input with typed errors instead of failing', async () => {
    const pageZero = await app.execute(ArticlesListQuery, { input: { page: 0 } });
    expect(errorCode(pageZero)).toBe('BAD_USER_INPUT');
    const malformedId = await app.execute(ArticleQuery, { id: "1' OR '1'='1" });
    expect(errorCode(malformedId)).toBe('BAD_USER_INPUT');
  });

  it('clamps huge page sizes and returns nothing for an unknown or malformed category', async () => {
    const huge = await app.execute(ArticlesListQuery, { input: { pageSize: 10_000 } });
    expect(huge.errors).toBeUndefined();
    expect(huge.data?.articles.pageSize).toBe(50);
    expect(huge.data?.articles.items).toHaveLength(publishedArticles.length);
    const unknown = await app.execute(ArticlesListQuery, { input: { categoryId: '999999' } });
    expect(unknown.data?.articles).toMatchObject({ totalCount: 0, items: [] });
    // One that cannot name a category (an edited link's ?categoria=zz) filters like a deleted one's.
    for (const categoryId of ['abc', '0', '-1', "1' OR '1'='1", '99999999999']) {
      const malformed = await app.execute(ArticlesListQuery, { input: { categoryId } });
      expect(malformed.errors, categoryId).toBeUndefined();
      expect(malformed.data?.articles).toMatchObject({ totalCount: 0, items: [] });
    }
  });

  it('returns only published articles, 9 per page, with the total', async () => {
    const first = await app.execute(ArticlesListQuery, {});
    expect(first.data?.articles).toMatchObject({ totalCount: 24, pageCount: 3, page: 1, pageSize: 9 });
    expect(first.data?.articles.items).toHaveLength(9);
    const third = await app.execute(ArticlesListQuery, { input: { page: 3 } });
    expect(third.data?.articles.items).toHaveLength(6);
    const all = await app.execute(ArticlesListQuery, { input: { pageSize: 50 } });
    const titles = all.data?.articles.items.map((a) => a.title) ?? [];
    expect(new Set(titles)).toEqual(new Set(publishedArticles.map((a) => a.title)));
    expect(all.data?.articles.items.every((a) => a.status === 'PUBLICADO')).toBe(true);
  });

  it('returns null for a draft article and for a missing one', async () => {
    const draft = SEED_ARTICLES.find((a) => a.status === 'Borrador');
    const [row] = await app.runtime.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.title, draft?.title ?? ''));
    const draftId = String(row?.id);
    expect((await app.execute(ArticleQuery, { id: draftId })).data?.article).toBeNull();
    expect((await app.execute(ArticleQuery, { id: '999999' })).data?.article).toBeNull();
  });

  it('sorts newest first by default and oldest first on request', async () => {
    const byAge = [...publishedArticles].sort((a, b) => a.daysAgo - b.daysAgo);
    const newest = await app.execute(ArticlesListQuery, { input: { pageSize: 1 } });
    expect(newest.data?.articles.items[0]?.title).toBe(byAge[0]?.title);
    const oldest = await app.execute(ArticlesListQuery, { input: { pageSize: 1, sort: 'OLDEST' } });
    expect(oldest.data?.articles.items[0]?.title).toBe(byAge.at(-1)?.title);
  });

  it('searches case- and accent-insensitively on title and summary', async () => {
    const expected = publishedArticles.filter((a) =>
      `${a.title} ${a.summary}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .includes('educacion'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const result = await app.execute(ArticlesListQuery, { input: { search: 'EDUCACION', pageSize: 50 } });
    expect(result.data?.articles.totalCount).toBe(expected.length);
    expect(result.data?.articles.items.map((a) => a.title).sort()).toEqual(expected.map((a) => a.title).sort());
    const wildcard = await app.execute(ArticlesListQuery, { input: { search: '%' } });
    expect(wildcard.data?.articles.totalCount).toBe(0);
  });

  it('filters by category', async () => {
    const categories = await app.execute(CategoriesQuery, {});
    const names = categories.data?.categories.map((c) => c.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const target = categories.data?.categories[0];
    const expected = publishedArticles.filter((a) => a.category === target?.name).length;
    const result = await app.execute(ArticlesListQuery, { input: { categoryId: target?.id, pageSize: 50 } });
    expect(result.data?.articles.totalCount).toBe(expected);
    expect(result.data?.articles.items.every((a) => a.category?.name === target?.name)).toBe(true);
  });

  it('costs the same number of SQL statements for page size 1 and 50', async () => {
    const measure = async (pageSize: number) => {
      const before = app.statementCount();
      const result = await app.execute(ArticlesListQuery, { input: { pageSize } });
      expect(result.errors).toBeUndefined();
      return app.statementCount() - before;
    };
    // Categories are kept between changes (publicCache/keptLookup.ts): read once, then never again.
    await measure(50);
    const small = await measure(1);
    const large = await measure(50);
    expect(large).toBe(small);
    // The page with its total; ratings come from the rows' own totals, categories from memory.
    expect(large).toBe(1);
  });

  it('gives the same pages whether they are read from the start or, past the middle, from the end', async () => {
    const categories = await app.execute(CategoriesQuery, {});
    const target = categories.data?.categories.find(
      (c) => publishedArticles.filter((a) => a.category === c.name).length >= 3,
    );
    for (const categoryId of [undefined, target?.id]) {
      for (const sort of ['NEWEST', 'OLDEST'] as const) {
        const whole = await app.execute(ArticlesListQuery, { input: { categoryId, sort, pageSize: 50 } });
        const expected = whole.data?.articles.items.map((a) => a.id) ?? [];
        expect(expected.length).toBeGreaterThanOrEqual(3);
        for (const pageSize of [1, 2, 5]) {
          const pageCount = Math.ceil(expected.length / pageSize);
          const pages = [];
          for (let page = 1; page <= pageCount; page += 1) {
            const result = await app.execute(ArticlesListQuery, { input: { categoryId, sort, pageSize, page } });
            expect(result.data?.articles).toMatchObject({ totalCount: expected.length, pageCount, page });
            pages.push(...(result.data?.articles.items.map((a) => a.id) ?? []));
          }
          expect(pages).toEqual(expected);
          const beyond = await app.execute(ArticlesListQuery, {
            input: { categoryId, sort, pageSize, page: pageCount + 1 },
          });
          expect(beyond.data?.articles).toMatchObject({ totalCount: expected.length, items: [] });
        }
      }
    }
  });

  it('answers every list shape right when they alternate, and counts past the last page', async () => {
    const categories = await app.execute(CategoriesQuery, {});
    const target = categories.data?.categories[0];
    const inCategory = publishedArticles.filter((a) => a.category === target?.name);
    const oldestFirst = [...inCategory].sort((a, b) => b.daysAgo - a.daysAgo).map((a) => a.title);
    // Each shape (sort × category × search) is its own prepared statement: run them interleaved.
    for (let round = 0; round < 2; round += 1) {
      const oldest = await app.execute(ArticlesListQuery, {
        input: { categoryId: target?.id, sort: 'OLDEST', pageSize: 2, page: 2 },
      });
      expect(oldest.data?.articles.items.map((a) => a.title)).toEqual(oldestFirst.slice(2, 4));
      expect(oldest.data?.articles.totalCount).toBe(inCategory.length);
      const word = inCategory[0]?.title.split(' ').find((w) => w.length > 5) ?? '';
      const searched = await app.execute(ArticlesListQuery, {
        input: { categoryId: target?.id, search: word, pageSize: 50 },
      });
      const fold = (text: string) =>
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
      const expected = inCategory.filter((a) => fold(`${a.title} ${a.summary}`).includes(fold(word)));
      expect(searched.data?.articles.items.map((a) => a.title).sort()).toEqual(expected.map((a) => a.title).sort());
      const all = await app.execute(ArticlesListQuery, {});
      expect(all.data?.articles.totalCount).toBe(publishedArticles.length);
    }
    const beyond = await app.execute(ArticlesListQuery, { input: { categoryId: target?.id, page: 99 } });
    expect(beyond.data?.articles).toMatchObject({ totalCount: inCategory.length, items: [] });
    const beyondSearch = await app.execute(ArticlesListQuery, { input: { search: 'a', pageSize: 1, page: 999 } });
    expect(beyondSearch.data?.articles.items).toEqual([]);
    expect(beyondSearch.data?.articles.totalCount).toBeGreaterThan(0);
  });

  it('reads article bodies only when a list asks for them, all in one statement', async () => {
    const before = app.statementCount();
    const result = await app.execute(ArticleBodiesQuery, { input: { pageSize: 50 } });
    expect(result.errors).toBeUndefined();
    // The page itself, then every body of it at once.
    expect(app.statementCount() - before).toBe(2);
    const stored = await app.runtime.database.db.select({ id: articles.id, content: articles.content }).from(articles);
    const bodyById = new Map(stored.map((row) => [String(row.id), row.content]));
    const items = result.data?.articles.items ?? [];
    expect(items).toHaveLength(publishedArticles.length);
    for (const item of items) expect(item.content).toBe(bodyById.get(item.id));
  });

  it('finds an article by the words of its new title as soon as it is edited', async () => {
    const { db } = app.runtime.database;
    const [target] = await db.select({ id: articles.id, title: articles.title }).from(articles).limit(1);
    if (!target) throw new Error('no seeded article');
    const search = (term: string) => app.execute(ArticlesListQuery, { input: { search: term, pageSize: 50 } });
    expect((await search('ÑANDÚ JARDIN')).data?.articles.totalCount).toBe(0);
    await db.update(articles).set({ title: 'Un ñandú en el jardín' }).where(eq(articles.id, target.id));
    try {
      const found = await search('ÑANDÚ EN EL JARDIN');
      expect(found.data?.articles.items.map((item) => item.id)).toEqual([String(target.id)]);
    } finally {
      await db.update(articles).set({ title: target.title }).where(eq(articles.id, target.id));
    }
  });

  it('lists published guides with free/paid fields and hides PDF locations', async () => {
    const result = await app.execute(GuidesListQuery, { input: { pageSize: 50 } });
    expect(result.data?.guides.totalCount).toBe(publishedGuides.length);
    for (const guide of result.data?.guides.items ?? []) {
      const seed = SEED_GUIDES.find((g) => g.title === guide.title);
      expect(guide.isFree).toBe(!seed?.price);
      if (guide.isFree && guide.hasPdf) expect(guide.downloadUrl).toBe(`/download/guides/${guide.id}`);
      if (!guide.isFree) expect(guide.downloadUrl).toBeNull();
    }
    const anyId = result.data?.guides.items[0]?.id ?? '1';
    const pdf = await app.execute(GuidePdfUrlQuery, { id: anyId });
    expect(errorCode(pdf)).toBe('UNAUTHENTICATED');
  });

  it('merges featured articles and guides, newest update first', async () => {
    const result = await app.execute(FeaturedQuery, {});
    const items = result.data?.featuredContent ?? [];
    const expected =
      publishedArticles.filter((a) => a.isFeatured).length + publishedGuides.filter((g) => g.isFeatured).length;
    expect(items).toHaveLength(expected);
    expect(new Set(items.map((i) => i.__typename))).toEqual(new Set(['Article', 'Guide']));
    const times = items.map((i) => Date.parse(i.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('serves game questions by type and the puzzle words', async () => {
    const result = await app.execute(GamesQuery, { gameType: 'VERDADERO_FALSO' });
    expect(result.data?.gameQuestions).toHaveLength(SAMPLE_QUESTIONS.VERDADERO_FALSO.length);
    expect(result.data?.gameQuestions.every((q) => typeof q.isTrue === 'boolean')).toBe(true);
    expect(result.data?.puzzleWords.map((w) => w.word).sort()).toEqual(['AMOR', 'ESCUCHA', 'RESPETO']);
  });

  it('returns the default when a configuration value is missing or null', async () => {
    await app.runtime.database.db.execute(sql`delete from site_configurations where config_key = 'footer_subtitle'`);
    await app.runtime.database.db.execute(
      sql`update site_configurations set config_value = null where config_key = 'contact_whatsapp_button_text'`,
    );
    await app.runtime.database.db.execute(
      sql`update site_configurations set config_value = 'Hola familias' where config_key = 'home_hero_title'`,
    );
    const result = await app.execute(SiteConfigQuery, {
      keys: ['footer_subtitle', 'contact_whatsapp_button_text', 'home_hero_title'],
    });
    expect(result.data?.siteConfiguration).toEqual([
      { key: 'footer_subtitle', value: 'Tu Psicóloga al Rescate' },
      { key: 'contact_whatsapp_button_text', value: 'Agendar Turno por WhatsApp' },
      { key: 'home_hero_title', value: 'Hola familias' },
    ]);
  });
});
