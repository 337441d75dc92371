/**
 * The word index's entry totals (search_word_totals, search_phrase_totals; migration
 * 0018) are what an admin search reports as its total, so they must equal a count of
 * the index after anything that changes it: a save, a status or category change, a
 * delete (one or many in a statement), and a backup restored into the site.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { insertArticle } from '../../../test/contentFactory';
import { executeRows, type DbExecutor } from '../../db/client';
import { articles, categories } from '../../db/schema';
import { listArticlesForAdmin } from './adminListing';
import { writeBackup, restoreBackup } from '../backup';

type Count = { key: number; status: string; entries: number };

/** The kept totals and a fresh count of the index, per key and status, zero totals left out. */
async function keptAndCounted(db: DbExecutor, kind: 'word' | 'phrase') {
  const [totals, index, key] =
    kind === 'word'
      ? [sql.raw('search_word_totals'), sql.raw('article_words'), sql.raw('word_id')]
      : [sql.raw('search_phrase_totals'), sql.raw('article_phrases'), sql.raw('phrase_id')];
  const kept = await executeRows<Count>(
    db,
    sql`select ${key} as key, status, entries from ${totals} where entries <> 0 order by 1, 2`,
  );
  const counted = await executeRows<Count>(
    db,
    sql`select ${key} as key, status, count(*)::int as entries from ${index} group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
}

async function expectTotalsExact(db: DbExecutor, step: string) {
  for (const kind of ['word', 'phrase'] as const) {
    const { kept, counted } = await keptAndCounted(db, kind);
    expect(kept, `${kind} totals after ${step}`).toEqual(counted);
    expect(counted.length, `${kind} index after ${step}`).toBeGreaterThan(0);
  }
}

// A small vocabulary, so articles share words and pairs and their totals move together.
const WORDS = ['familia', 'familias', 'la', 'juego', 'límites', 'niño', 'casa', 'rutina'];
function phraseFrom(seed: number, length: number): string {
  return Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 3 + i * i) % WORDS.length]).join(' ');
}

describe.each(TEST_DATABASES)('search entry totals on %s', (kind) => {
  let app: TestApp;
  let db: DbExecutor;
  let categoryId: number;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    db = app.runtime.services.db;
    const [category] = await db.insert(categories).values({ name: 'Crianza' }).returning();
    categoryId = category!.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('equal a count of the index after saves, status and category changes, deletes and a restore', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const article = await insertArticle(db, {
        title: `Tema ${phraseFrom(i, 2)}`,
        summary: `${phraseFrom(i + 3, 4)}.`,
        status: i % 4 === 0 ? 'Borrador' : 'Publicado',
        categoryId: i % 3 === 0 ? categoryId : null,
      });
      ids.push(article.id);
    }
    await expectTotalsExact(db, 'inserts');

    for (const [n, id] of ids.slice(0, 8).entries())
      await db
        .update(articles)
        .set({ title: `Nuevo ${phraseFrom(n + 11, 3)}` })
        .where(eq(articles.id, id));
    await expectTotalsExact(db, 'title edits');

    // One statement changing many articles' status and category (as a category delete does).
    await db
      .update(articles)
      .set({ status: 'Borrador', categoryId: null })
      .where(inArray(articles.id, ids.slice(8, 16)));
    await expectTotalsExact(db, 'a status and category change of many');

    // Views alone do not touch the index (the word trigger fires for title, summary, status...).
    await db
      .update(articles)
      .set({ views: sql`${articles.views} + 1` })
      .where(inArray(articles.id, ids));
    await expectTotalsExact(db, 'views');

    await db.delete(articles).where(eq(articles.id, ids[0]!));
    await db.delete(articles).where(inArray(articles.id, ids.slice(16, 22)));
    await expectTotalsExact(db, 'deletes');

    const search = async () => (await listArticlesForAdmin(db, { search: 'familia', pageSize: 5 })).totalCount;
    const matching = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from articles where search_text like '%familia%'`,
    );
    expect(await search()).toBe(matching[0]!.n);

    // A backup restored over the site: the restore empties every table and the word trigger
    // indexes the restored articles again; the totals must not count them twice.
    const out = new PassThrough();
    const archive = buffer(out);
    await writeBackup(app.runtime.services, out);
    out.end();
    await restoreBackup(app.runtime.services, await archive);
    await expectTotalsExact(db, 'a restore');
    expect(await search()).toBe(matching[0]!.n);
  });
});
