/**
 * What a new site starts with: production starts empty (no demo articles, guides,
 * categories or fake payment links), development keeps its demo, DEMO_CONTENT
 * overrides both, the games' own questions and puzzle words are always there, and a
 * restart never brings back a demo she removed.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PUZZLE_WORDS, SAMPLE_QUESTIONS } from '@crecer/domain/games';
import { TEST_DATABASES } from '../../test/databases';
import { restartableSitePerTest } from '../../test/restartableSite';
import type { Runtime } from '../bootstrap';
import { loadConfig } from '../config';
import { executeRows } from '../db/client';
import { puzzleWords } from '../db/schema';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES, removeDemoContent } from '../services/seed';

/** An account from the environment, so no demo admin is printed. */
const OWNER = { adminEmail: 'duena@example.com', adminPassword: 'clave-larga-123' };
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'startup-seeding-test-secret-'.padEnd(40, 'x') };
const QUESTIONS = Object.values(SAMPLE_QUESTIONS).flat().length;
const DEMO = {
  articles: SEED_ARTICLES.length,
  guides: SEED_GUIDES.length,
  categories: SEED_CATEGORIES.length,
  demoLinks: SEED_GUIDES.filter((guide) => guide.price && guide.paymentLink).length,
  questions: QUESTIONS,
  words: SAMPLE_PUZZLE_WORDS.length,
};
const EMPTY = {
  articles: 0,
  guides: 0,
  categories: 0,
  demoLinks: 0,
  questions: QUESTIONS,
  words: SAMPLE_PUZZLE_WORDS.length,
};

async function contents(runtime: Runtime) {
  const [row] = await executeRows<Record<string, number>>(
    runtime.services.db,
    sql`select (select count(*) from articles)::int as articles, (select count(*) from guides)::int as guides,
      (select count(*) from categories)::int as categories,
      (select count(*) from guides where payment_link like 'https://mpago.la/demo-%')::int as "demoLinks",
      (select count(*) from game_questions)::int as questions, (select count(*) from puzzle_words)::int as words`,
  );
  return row;
}

describe('DEMO_CONTENT', () => {
  it('defaults to the demo outside production and to none in production; true or false overrides', () => {
    const demo = (env: NodeJS.ProcessEnv) => loadConfig(env).demoContent;
    expect(demo({ NODE_ENV: 'development' })).toBe(true);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
    expect(demo({ NODE_ENV: 'production', DEMO_CONTENT: 'true' })).toBe(true);
    expect(demo({ NODE_ENV: 'production', DEMO_CONTENT: '1' })).toBe(true);
    expect(demo({ NODE_ENV: 'development', DEMO_CONTENT: 'false' })).toBe(false);
    expect(demo({ NODE_ENV: 'development', DEMO_CONTENT: 'FALSE' })).toBe(false);
    expect(() => demo({ DEMO_CONTENT: 'yes please' })).toThrow(
      /DEMO_CONTENT debe ser "true" o "false" \/ must be "true" or "false"/,
    );
  });
});

describe.each(TEST_DATABASES)('the first start on %s', (kind) => {
  const sites = restartableSitePerTest(kind);
  const start = () => sites.start();

  it('in production starts empty, with only the games’ own content, and stays so on a restart', async () => {
    await sites.open(PRODUCTION, { adminEmail: 'duena@example.com', adminPassword: 'x'.repeat(12) });
    const runtime = await start();
    expect(await contents(runtime)).toEqual(EMPTY);
    const [stored] = await executeRows<{ n: number }>(
      runtime.services.db,
      sql`select count(*)::int as n from site_configurations`,
    );
    expect(stored?.n, 'no stored settings: the defaults apply, no demo pictures').toBe(0);
    expect(await contents(await start())).toEqual(EMPTY);
  });

  it('in development seeds the demo, as `npm start` always did', async () => {
    await sites.open({ NODE_ENV: 'development' }, OWNER);
    expect(await contents(await start())).toEqual(DEMO);
  });

  it('DEMO_CONTENT=true seeds the demo in production, DEMO_CONTENT=false keeps development empty', async () => {
    await sites.open({ ...PRODUCTION, DEMO_CONTENT: 'true' }, OWNER);
    expect(await contents(await start())).toEqual(DEMO);
    await sites.open({ NODE_ENV: 'development', DEMO_CONTENT: 'false' }, OWNER);
    expect(await contents(await start())).toEqual(EMPTY);
  });

  it('never seeds the demo again once she removed it, and leaves the games as she left them', async () => {
    await sites.open({ NODE_ENV: 'development' }, OWNER);
    const runtime = await start();
    await removeDemoContent(runtime.services);
    await runtime.services.db.delete(puzzleWords).where(sql`${puzzleWords.word} = ${SAMPLE_PUZZLE_WORDS[0]!.word}`);
    expect(await contents(await start())).toEqual({ ...EMPTY, words: SAMPLE_PUZZLE_WORDS.length - 1 });
  });
});
