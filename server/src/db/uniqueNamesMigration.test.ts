import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES, type TestDatabaseKind } from '../../test/databases';
import { migrateUpTo } from '../../test/migrations';
import { ROOT_DIR } from '../config';
import { createDatabase, executeRows } from './client';
import { migrateDatabase } from './migrate';

/**
 * 0008_unique_names.sql adds unique indexes on category names (ignoring case and accents) and
 * puzzle words; a database that already holds repeats must still upgrade, losing nothing but
 * the repeated words.
 */
describe.each(TEST_DATABASES)('upgrading a database with repeated names on %s', (kind: TestDatabaseKind) => {
  it('renames the later repeated categories, keeps their links, and deletes the later repeated words', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      await migrateUpTo(handle, scratch?.url, '0008_unique_names');
      // Every spelling f_search_text folds to 'crianza' (case and accents), and one that differs;
      // a fresh database numbers them 1 to 6.
      await handle.exec(`INSERT INTO categories (name) VALUES
        ('Crianza'), ('crianza'), ('Críanza'), ('CRIANZA'), ('Crïanzá'), ('Crianza respetuosa')`);
      await handle.exec(`INSERT INTO articles (title, summary, content, status, category_id) VALUES
        ('Un artículo de la segunda Crianza', 'Resumen', '', 'Publicado', 2)`);
      await handle.exec(`INSERT INTO puzzle_words (word, activity_description) VALUES
        ('ABRAZO', 'Darse un abrazo'), ('JUEGO', 'Jugar'), ('ABRAZO', 'Otro abrazo'), ('ABRAZO', 'Y otro')`);

      await migrateDatabase(handle, ROOT_DIR, scratch?.url);

      const categories = await executeRows<{ id: number; name: string }>(
        handle.db,
        sql`SELECT id, name FROM categories ORDER BY id`,
      );
      expect(categories).toEqual([
        { id: 1, name: 'Crianza' },
        { id: 2, name: 'crianza (2)' },
        { id: 3, name: 'Críanza (3)' },
        { id: 4, name: 'CRIANZA (4)' },
        { id: 5, name: 'Crïanzá (5)' },
        { id: 6, name: 'Crianza respetuosa' },
      ]);
      const linked = await executeRows<{ category_id: number }>(handle.db, sql`SELECT category_id FROM articles`);
      expect(linked).toEqual([{ category_id: 2 }]);
      const words = await executeRows<{ id: number; word: string; activity_description: string }>(
        handle.db,
        sql`SELECT id, word, activity_description FROM puzzle_words ORDER BY id`,
      );
      expect(words).toEqual([
        { id: 1, word: 'ABRAZO', activity_description: 'Darse un abrazo' },
        { id: 2, word: 'JUEGO', activity_description: 'Jugar' },
      ]);

      // From now on the database itself refuses a repeat, in any spelling.
      await expect(handle.exec(`INSERT INTO categories (name) VALUES ('críanza')`)).rejects.toThrow(
        /categories_name_normalized_key/,
      );
      await expect(
        handle.exec(`INSERT INTO puzzle_words (word, activity_description) VALUES ('JUEGO', 'Otra vez')`),
      ).rejects.toThrow(/puzzle_words_word_key/);
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });
});
