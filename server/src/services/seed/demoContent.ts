/**
 * Demo content for a new site: Spanish categories, articles, guides, game
 * content and every site configuration key. Idempotent: rows are matched by
 * their natural key (name, title, text, config key) and never overwritten, so
 * running it again never touches the owner's edits.
 *
 * Every demo category, article and guide it creates is marked in demo_items, and its
 * files are named with SEED_FILE_PREFIX, so removeDemo.ts can take away exactly these.
 * The games' questions and puzzle words are the product's own content, not demo
 * (public-site.md §9 lists them as the built-in content): seedGameContent writes them
 * on every new site, production included.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import {
  articles,
  categories,
  demoItems,
  demoContentLog,
  gameQuestions,
  guides,
  puzzleWords,
  siteConfigurations,
} from '../../db/schema';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES } from './content';
import { SAMPLE_PUZZLE_WORDS, SAMPLE_QUESTIONS, type SampleGameType } from '@crecer/domain/games';
import { minimalPdf, renderSeedImage } from './images';
import { CONFIG_KEYS } from '@crecer/domain/siteConfig';
import { storeImage, generateObjectName, type Bucket, type StorageDriver } from '../media';

const DAY_MS = 86_400_000;

/** Names every file the seed stores (pictures and PDFs); no upload path uses it. */
export const SEED_FILE_PREFIX = 'seed_';

export interface SeedReport {
  categories: number;
  articles: number;
  guides: number;
  gameQuestions: number;
  puzzleWords: number;
  siteConfigurations: number;
}

/** True when the database holds no content yet (the only time start-up seeds). */
export async function isDatabaseEmpty(db: DbExecutor): Promise<boolean> {
  const [row] = await db
    .select({
      total:
        sql<number>`(select count(*) from ${articles}) + (select count(*) from ${guides}) + (select count(*) from ${categories})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return (row?.total ?? 0) === 0;
}

/**
 * True once this database had the demo (seeded, then perhaps removed): start-up seeds
 * it at most once, so a restart never brings back what she removed.
 */
export async function hadDemoContent(db: DbExecutor): Promise<boolean> {
  const [row] = await db.select({ id: demoContentLog.id }).from(demoContentLog).limit(1);
  return row !== undefined;
}

/** True when the games have no question and no puzzle word: a new site. */
export async function isGameContentEmpty(db: DbExecutor): Promise<boolean> {
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from ${gameQuestions}) + (select count(*) from ${puzzleWords})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return (row?.total ?? 0) === 0;
}

/** Seed images go through the same pipeline as uploads, so they get responsive variants too. */
async function seedImage(
  db: DbExecutor,
  storage: StorageDriver | null,
  bucket: Bucket,
  seed: number,
  width: number,
  height: number,
) {
  if (!storage) return null;
  const buffer = await renderSeedImage(seed, width, height);
  return storeImage(db, storage, bucket, SEED_FILE_PREFIX, {
    buffer,
    type: 'image/png',
    originalName: `imagen_${seed}.png`,
  });
}

async function seedCategories(db: DbExecutor): Promise<{ ids: Map<string, number>; created: number }> {
  let created = 0;
  for (const category of SEED_CATEGORIES) {
    const [existing] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, category.name));
    if (existing) continue;
    const [inserted] = await db.insert(categories).values(category).returning({ id: categories.id });
    if (!inserted) continue;
    await db.insert(demoItems).values({ categoryId: inserted.id });
    created += 1;
  }
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return { ids: new Map(rows.map((row) => [row.name, row.id])), created };
}

async function seedArticles(
  db: DbExecutor,
  _storage: StorageDriver,
  storage: StorageDriver | null,
  categoryIds: Map<string, number>,
): Promise<number> {
  let created = 0;
  for (const [index, article] of SEED_ARTICLES.entries()) {
    const [existing] = await db.select({ id: articles.id }).from(articles).where(eq(articles.title, article.title));
    if (existing) continue;
    const date = new Date(Date.now() - article.daysAgo * DAY_MS);
    // created_at = updated_at and no user_id: what removeDemo.ts reads as "not edited since".
    const [inserted] = await db
      .insert(articles)
      .values({
        title: article.title,
        summary: article.summary,
        content: article.content,
        categoryId: categoryIds.get(article.category) ?? null,
        categoryPosition: article.categoryPosition,
        status: article.status,
        isFeatured: article.isFeatured,
        imageUrl: await seedImage(db, storage, 'articleimages', index + 1, 960, 640),
        views: (index * 37) % 400,
        createdAt: date,
        updatedAt: date,
      })
      .returning({ id: articles.id });
    if (inserted) await db.insert(demoItems).values({ articleId: inserted.id });
    created += 1;
  }
  return created;
}

async function seedGuides(
  db: DbExecutor,
  pdfStorage: StorageDriver,
  storage: StorageDriver | null,
  categoryIds: Map<string, number>,
): Promise<number> {
  let created = 0;
  for (const [index, guide] of SEED_GUIDES.entries()) {
    const [existing] = await db.select({ id: guides.id }).from(guides).where(eq(guides.title, guide.title));
    if (existing) continue;
    let pdfUrl: string | null = null;
    if (guide.hasPdf) {
      pdfUrl = `guidepdfs/${generateObjectName(SEED_FILE_PREFIX, `${guide.title}.pdf`)}`;
      await pdfStorage.put(pdfUrl, minimalPdf(guide.title), 'application/pdf');
    }
    const date = new Date(Date.now() - guide.daysAgo * DAY_MS);
    const [inserted] = await db
      .insert(guides)
      .values({
        title: guide.title,
        description: guide.description,
        categoryId: categoryIds.get(guide.category) ?? null,
        categoryPosition: guide.categoryPosition,
        status: guide.status,
        isFeatured: guide.isFeatured,
        price: guide.price,
        paymentLink: guide.price ? guide.paymentLink : null,
        pdfUrl,
        imageUrl: await seedImage(db, storage, 'guideimages', 100 + index, 960, 640),
        views: (index * 53) % 300,
        createdAt: date,
        updatedAt: date,
      })
      .returning({ id: guides.id });
    if (inserted) await db.insert(demoItems).values({ guideId: inserted.id });
    created += 1;
  }
  return created;
}

/** The games' built-in questions and puzzle words (domain/src/games.ts): product content, not demo. */
export async function seedGameContent(db: DbExecutor): Promise<{ questions: number; words: number }> {
  let questions = 0;
  for (const [gameType, list] of Object.entries(SAMPLE_QUESTIONS) as [
    SampleGameType,
    (typeof SAMPLE_QUESTIONS)[SampleGameType],
  ][]) {
    for (const question of list) {
      const [existing] = await db
        .select({ id: gameQuestions.id })
        .from(gameQuestions)
        .where(and(eq(gameQuestions.gameType, gameType), eq(gameQuestions.text, question.text)));
      if (existing) continue;
      await db.insert(gameQuestions).values({
        gameType,
        text: question.text,
        isTrue: gameType === 'VERDADERO_FALSO' ? question.isTrue : null,
      });
      questions += 1;
    }
  }
  let words = 0;
  for (const word of SAMPLE_PUZZLE_WORDS) {
    const [existing] = await db.select({ id: puzzleWords.id }).from(puzzleWords).where(eq(puzzleWords.word, word.word));
    if (existing) continue;
    await db.insert(puzzleWords).values(word);
    words += 1;
  }
  return { questions, words };
}

/** Image keys get a generated picture; every other key its catalogue default. */
async function seedSiteConfiguration(db: DbExecutor, storage: StorageDriver | null): Promise<number> {
  const [existingRow] = await db.select({ value: count() }).from(siteConfigurations);
  const existingKeys = new Set(
    (existingRow?.value ?? 0) > 0
      ? (await db.select({ key: siteConfigurations.configKey }).from(siteConfigurations)).map((r) => r.key)
      : [],
  );
  let created = 0;
  for (const [index, definition] of CONFIG_KEYS.entries()) {
    if (existingKeys.has(definition.key)) continue;
    const value =
      definition.kind === 'image'
        ? await seedImage(
            db,
            storage,
            'siteassets',
            200 + index,
            definition.key.startsWith('about_me') ? 800 : 1200,
            definition.key.startsWith('about_me') ? 1000 : 800,
          )
        : definition.defaultValue;
    const inserted = await db
      .insert(siteConfigurations)
      .values({ configKey: definition.key, configValue: value, description: definition.label })
      .onConflictDoNothing()
      .returning({ id: siteConfigurations.id });
    created += inserted.length;
  }
  return created;
}

export interface SeedOptions {
  /** Generate demo pictures (default true). Tests that never look at images skip them for speed. */
  images?: boolean;
}

export async function seedDemoContent(
  db: Database,
  storage: StorageDriver,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const imageStorage = options.images === false ? null : storage;
  const { ids: categoryIds, created: categoryCount } = await seedCategories(db);
  const articleCount = await seedArticles(db, storage, imageStorage, categoryIds);
  const guideCount = await seedGuides(db, storage, imageStorage, categoryIds);
  const games = await seedGameContent(db);
  const configCount = await seedSiteConfiguration(db, imageStorage);
  if (categoryCount + articleCount + guideCount > 0)
    await db
      .insert(demoContentLog)
      .values({ action: 'seeded', articles: articleCount, guides: guideCount, categories: categoryCount });
  return {
    categories: categoryIds.size,
    articles: articleCount,
    guides: guideCount,
    gameQuestions: games.questions,
    puzzleWords: games.words,
    siteConfigurations: configCount,
  };
}
