/**
 * Removing the demo content through the admin API: exactly the seed's items go (with
 * their ratings, view records, pictures and PDFs), hers and the ones she edited stay,
 * and a second run changes nothing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '@crecer/domain/siteConfig';
import { executeRows } from '../../db/client';
import { graphql } from '../../../test/gql';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import {
  articles,
  categories,
  contentViews,
  demoContentLog,
  demoItems,
  guides,
  mediaAssets,
  ratings,
  siteConfigurations,
  users,
} from '../../db/schema';
import { articleKind, saveContent, guideKind } from '../content';
import { saveCategory } from '../categories';
import { keyFromPublicUrl } from '../media';
import { setContentFlag } from '../stats';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES } from './content';

const DemoContent = graphql(`
  query TestDemoContent {
    demoContent {
      articles
      guides
      categories
      siteImages
      kept {
        contentType
        title
        hasExamplePaymentLink
      }
    }
  }
`);

const RemoveDemoContent = graphql(`
  mutation TestRemoveDemoContent {
    removeDemoContent {
      articles
      guides
      categories
      siteImages
      kept {
        contentType
        title
        hasExamplePaymentLink
      }
    }
  }
`);

const SITE_IMAGE_KEYS = CONFIG_KEYS.filter((key) => key.kind === 'image').map((key) => key.key);
const EDITED_ARTICLE = 'Educación emocional: por qué empieza en casa';
const TOGGLED_GUIDE = 'Adolescencia sin guerra: comunicación con hijos de 12 a 18';

describe.each(TEST_DATABASES)('removing the demo content on %s', (kind) => {
  let app: TestApp;
  const db = () => app.runtime.services.db;
  const services = () => app.runtime.services;
  const fileExists = async (url: string | null) => {
    const key = url?.startsWith('/storage/') ? keyFromPublicUrl(url) : url;
    if (!key) throw new Error(`not a stored file: ${url}`);
    return (await services().storage.get(key)) !== null;
  };
  const articleTitled = async (title: string) => {
    const [row] = await db().select().from(articles).where(eq(articles.title, title));
    if (!row) throw new Error(`no ${title}`);
    return row;
  };
  const guideTitled = async (title: string) => {
    const [row] = await db().select().from(guides).where(eq(guides.title, title));
    if (!row) throw new Error(`no ${title}`);
    return row;
  };
  const tableCounts = async () => {
    const [row] = await executeRows<Record<string, number>>(
      db(),
      sql`select (select count(*) from articles)::int as articles, (select count(*) from guides)::int as guides,
        (select count(*) from categories)::int as categories, (select count(*) from ratings)::int as ratings,
        (select count(*) from content_views)::int as views, (select count(*) from media_assets)::int as assets,
        (select count(*) from demo_content_log)::int as log,
        (select count(*) from site_configurations where config_value is null)::int as cleared`,
    );
    return row;
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { seedImages: true });
    await db().insert(users).values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is for the admin only', async () => {
    expect(errorCode(await app.execute(RemoveDemoContent, {}, { user: null }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.execute(DemoContent, {}, { user: null }))).toBe('UNAUTHENTICATED');
  });

  it('describes the seeded demo: every article, guide and category, the settings pictures, nothing kept', async () => {
    const { data, errors } = await app.execute(DemoContent, {}, { user: ADMIN_USER });
    expect(errors).toBeUndefined();
    expect(data?.demoContent).toEqual({
      articles: SEED_ARTICLES.length,
      guides: SEED_GUIDES.length,
      categories: SEED_CATEGORIES.length,
      siteImages: SITE_IMAGE_KEYS.length,
      kept: [],
    });
  });

  it('removes exactly the demo, keeps hers and what she edited, with their ratings, views and files', async () => {
    // Hers: a category, an article in a demo category, a guide in her category.
    const [hers] = await db().insert(categories).values({ name: 'Mis Talleres', description: null }).returning();
    const crianza = (await db().select().from(categories).where(eq(categories.name, 'Crianza')))[0]!;
    const herArticle = await saveContent(articleKind, services(), ADMIN_USER.id, {
      title: 'Mi primer artículo',
      summary: 'Resumen',
      content: '<p>Texto</p>',
      categoryId: String(crianza.id),
      categoryPosition: 'top-right',
    });
    const herGuide = await saveContent(guideKind, services(), ADMIN_USER.id, {
      title: 'Mi guía',
      description: 'Descripción',
      categoryId: String(hers!.id),
      categoryPosition: 'top-right',
    });
    // Edited demo items: an article saved in the form, a guide switched on Estadísticas, a category renamed.
    const edited = await articleTitled(EDITED_ARTICLE);
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      {
        title: 'Educación emocional en casa',
        summary: edited.summary,
        content: edited.content,
        categoryId: String(edited.categoryId),
        categoryPosition: edited.categoryPosition,
        status: edited.status,
      },
      String(edited.id),
    );
    const toggled = await guideTitled(TOGGLED_GUIDE);
    await setContentFlag(services(), 'guide', String(toggled.id), 'IS_FEATURED', true);
    const limites = (await db().select().from(categories).where(eq(categories.name, 'Límites')))[0]!;
    await saveCategory(services(), { name: 'Límites con amor', description: limites.description }, String(limites.id));

    // Visitors rated and read a demo article that goes and the edited one that stays.
    const [goingArticle, sharedArticle] = await db()
      .select()
      .from(articles)
      .where(sql`${articles.id} <> ${edited.id} and ${articles.userId} is null`)
      .orderBy(asc(articles.id))
      .limit(2);
    for (const id of [goingArticle!.id, edited.id]) {
      await db().insert(ratings).values({ contentType: 'article', contentId: id, rating: 5, userIdentifier: 'v1' });
      await db().insert(contentViews).values({ contentType: 'article', contentId: id, visitorId: 'v1' });
    }
    // She chose a demo article's picture as her share image, and uploaded her own hero picture.
    await db()
      .update(siteConfigurations)
      .set({ configValue: sharedArticle!.imageUrl })
      .where(eq(siteConfigurations.configKey, 'site_og_image_url'));
    const herHero = '/storage/siteassets/site_asset_home_hero_main_image_url_1_propia.png';
    await db()
      .update(siteConfigurations)
      .set({ configValue: herHero })
      .where(eq(siteConfigurations.configKey, 'home_hero_main_image_url'));

    const goingGuide = (
      await db()
        .select()
        .from(guides)
        .where(sql`${guides.pdfUrl} is not null`)
        .limit(1)
    )[0]!;
    const [aboutMe] = await db()
      .select()
      .from(siteConfigurations)
      .where(eq(siteConfigurations.configKey, 'about_me_image_url'));
    for (const url of [goingArticle!.imageUrl, sharedArticle!.imageUrl, goingGuide.pdfUrl, aboutMe!.configValue])
      expect(await fileExists(url)).toBe(true);

    const before = await app.execute(DemoContent, {}, { user: ADMIN_USER });
    const { data, errors } = await app.execute(RemoveDemoContent, {}, { user: ADMIN_USER });
    expect(errors).toBeUndefined();
    const expected = {
      articles: SEED_ARTICLES.length - 1,
      guides: SEED_GUIDES.length - 1,
      // Crianza holds her article, Emociones the edited one, Adolescencia the switched guide; Límites was renamed.
      categories: SEED_CATEGORIES.length - 4,
      siteImages: SITE_IMAGE_KEYS.length - 2,
      kept: [
        { contentType: 'ARTICLE', title: 'Educación emocional en casa', hasExamplePaymentLink: false },
        { contentType: 'GUIDE', title: TOGGLED_GUIDE, hasExamplePaymentLink: true },
      ],
    };
    expect(data?.removeDemoContent).toEqual(expected);
    expect(before.data?.demoContent, 'the dialog announced exactly what went').toEqual(expected);

    const titles = async (table: typeof articles | typeof guides) =>
      (await db().select({ title: table.title }).from(table).orderBy(asc(table.title))).map((r) => r.title);
    expect(await titles(articles)).toEqual(['Educación emocional en casa', herArticle.title]);
    expect(await titles(guides)).toEqual([TOGGLED_GUIDE, herGuide.title]);
    const names = (await db().select({ name: categories.name }).from(categories).orderBy(asc(categories.name))).map(
      (r) => r.name,
    );
    expect(names).toEqual(['Adolescencia', 'Crianza', 'Emociones', 'Límites con amor', 'Mis Talleres']);

    expect(await db().select({ id: ratings.contentId }).from(ratings)).toEqual([{ id: edited.id }]);
    expect(await db().select({ id: contentViews.contentId }).from(contentViews)).toEqual([{ id: edited.id }]);
    expect(await fileExists(goingArticle!.imageUrl)).toBe(false);
    expect(await db().select().from(mediaAssets).where(eq(mediaAssets.url, goingArticle!.imageUrl!))).toEqual([]);
    expect(await fileExists(goingGuide.pdfUrl)).toBe(false);
    expect(await fileExists(aboutMe!.configValue)).toBe(false);
    expect(await fileExists(sharedArticle!.imageUrl), 'still her share image').toBe(true);

    const settings = new Map(
      (await db().select().from(siteConfigurations)).map((row) => [row.configKey, row.configValue]),
    );
    expect(settings.get('about_me_image_url')).toBeNull();
    expect(settings.get('site_og_image_url')).toBe(sharedArticle!.imageUrl);
    expect(settings.get('home_hero_main_image_url')).toBe(herHero);

    const log = await db().select().from(demoContentLog).orderBy(asc(demoContentLog.id));
    expect(log.map(({ action, articles: a, guides: g, categories: c, siteImages: s }) => [action, a, g, c, s])).toEqual(
      [
        ['seeded', SEED_ARTICLES.length, SEED_GUIDES.length, SEED_CATEGORIES.length, 0],
        ['removed', expected.articles, expected.guides, expected.categories, expected.siteImages],
      ],
    );
    // The edited items keep their marker: the dashboard keeps naming them, nothing more goes.
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(demoItems),
    ).toEqual([{ n: 2 + 4 }]);
  });

  it('is idempotent: a second run removes nothing and changes nothing', async () => {
    const before = await tableCounts();
    const { data, errors } = await app.execute(RemoveDemoContent, {}, { user: ADMIN_USER });
    expect(errors).toBeUndefined();
    expect(data?.removeDemoContent).toMatchObject({ articles: 0, guides: 0, categories: 0, siteImages: 0 });
    expect(data?.removeDemoContent.kept.map((item) => item.title)).toEqual([
      'Educación emocional en casa',
      TOGGLED_GUIDE,
    ]);
    expect(await tableCounts()).toEqual(before);
    const summary = await app.execute(DemoContent, {}, { user: ADMIN_USER });
    expect(summary.data?.demoContent).toEqual(data?.removeDemoContent);
  });
});
