/**
 * Sites seeded before migration 0014 had no demo markers: the migration recognises the
 * seed's own rows (titles, category names, the example payment links), so the owner of
 * such a site can remove the demo too, and keeps what she wrote or edited.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES, type TestDatabaseKind } from '../../../test/databases';
import { insertAsOlderVersion, migrateUpTo } from '../../../test/migrations';
import { loadConfig, ROOT_DIR } from '../../config';
import { createDatabase, executeRows } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createLogger } from '../../logger';
import { articles, categories, guides } from '../../db/schema';
import { createStorage } from '../media';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_GUIDES } from './content';
import { removeDemoContent } from './removeDemo';

const MIGRATION = '0014_demo_content';
const SEEDED_AT = new Date('2025-03-01T12:00:00Z');

describe.each(TEST_DATABASES)('upgrading a site seeded before demo markers on %s', (kind: TestDatabaseKind) => {
  it('marks the seed rows, records the seeding, and lets the demo be removed', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-markers-'));
    try {
      await migrateUpTo(handle, scratch?.url, MIGRATION);
      // The site as the old seed left it, then used for a while by the owner.
      const ids = new Map<string, number>();
      for (const category of SEED_CATEGORIES) {
        const [row] = await handle.db.insert(categories).values(category).returning();
        ids.set(category.name, row!.id);
      }
      for (const article of SEED_ARTICLES)
        await insertAsOlderVersion(handle.db, articles, {
          ...article,
          categoryId: ids.get(article.category),
          createdAt: SEEDED_AT,
          updatedAt: SEEDED_AT,
        });
      for (const guide of SEED_GUIDES)
        await insertAsOlderVersion(handle.db, guides, {
          ...guide,
          categoryId: ids.get(guide.category),
          paymentLink: guide.price ? guide.paymentLink : null,
          createdAt: SEEDED_AT,
          updatedAt: SEEDED_AT,
        });
      // She edited one demo article and retitled a paid demo guide (its example link stayed) ...
      await handle.exec(
        `UPDATE articles SET summary = 'Mi resumen', updated_at = now() WHERE title = '${SEED_ARTICLES[0]!.title}'`,
      );
      await handle.exec(
        `UPDATE guides SET title = 'Mi guía de ansiedad', updated_at = now() WHERE payment_link = 'https://mpago.la/demo-ansiedad'`,
      );
      // ... and wrote her own, in a category of her own.
      await handle.exec(`INSERT INTO categories (name) VALUES ('Talleres')`);
      await handle.exec(`INSERT INTO articles (title, summary, content, status, category_id)
        SELECT 'Mi artículo', 'Resumen', '<p>Texto</p>', 'Borrador', id FROM categories WHERE name = 'Talleres'`);
      await handle.exec(`INSERT INTO guides (title, description, status, price, payment_link)
        VALUES ('Mi guía paga', 'Descripción', 'Borrador', 1000, 'https://mpago.la/2abc')`);

      await migrateDatabase(handle, ROOT_DIR, scratch?.url);

      const marked = async () =>
        (
          await executeRows<{ articles: number; guides: number; categories: number; log: string }>(
            handle.db,
            sql`SELECT count(article_id)::int AS articles, count(guide_id)::int AS guides,
              count(category_id)::int AS categories,
              (SELECT string_agg(action || ' ' || articles || ' ' || guides || ' ' || categories, ', ')
                 FROM demo_content_log) AS log
              FROM demo_items`,
          )
        )[0];
      const expected = {
        articles: SEED_ARTICLES.length,
        guides: SEED_GUIDES.length,
        categories: SEED_CATEGORIES.length,
        log: `seeded ${SEED_ARTICLES.length} ${SEED_GUIDES.length} ${SEED_CATEGORIES.length}`,
      };
      expect(await marked()).toEqual(expected);

      // The hand-written part is idempotent: run again, it adds nothing.
      const migration = fs.readFileSync(path.join(ROOT_DIR, 'migrations', `${MIGRATION}.sql`), 'utf8');
      const handWritten = migration.slice(migration.indexOf('-- hand-written below'));
      for (const statement of handWritten.split('--> statement-breakpoint')) await handle.exec(statement);
      expect(await marked()).toEqual(expected);

      const storage = createStorage(loadConfig({ NODE_ENV: 'test' }, { dataDir }));
      const report = await removeDemoContent({ db: handle.db, storage, logger: createLogger('silent') });
      expect(report).toEqual({
        articles: SEED_ARTICLES.length - 1,
        guides: SEED_GUIDES.length - 1,
        // Crianza holds the edited article and Emociones the retitled guide.
        categories: SEED_CATEGORIES.length - 2,
        siteImages: 0,
        kept: [
          {
            contentType: 'article',
            id: expect.any(Number),
            title: SEED_ARTICLES[0]!.title,
            hasExamplePaymentLink: false,
          },
          { contentType: 'guide', id: expect.any(Number), title: 'Mi guía de ansiedad', hasExamplePaymentLink: true },
        ],
      });
      const left = await executeRows<{ title: string }>(
        handle.db,
        sql`SELECT title FROM articles UNION ALL SELECT title FROM guides UNION ALL SELECT name FROM categories`,
      );
      expect(left.map((row) => row.title).sort()).toEqual(
        [
          SEED_ARTICLES[0]!.title,
          'Crianza',
          'Emociones',
          'Mi artículo',
          'Mi guía de ansiedad',
          'Mi guía paga',
          'Talleres',
        ].sort(),
      );
    } finally {
      await handle.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
