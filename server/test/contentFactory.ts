/** Small factories for integration tests that need their own articles and guides. */
import { articles, guides, type ArticleRow, type GuideRow } from '../src/db/schema';
import type { DbExecutor } from '../src/db/client';

let counter = 0;
const nextTitle = (prefix: string) => `${prefix} de prueba ${++counter}`;

export async function insertArticle(db: DbExecutor, overrides: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      title: nextTitle('Artículo'),
      summary: 'Resumen',
      content: '<p>Texto</p>',
      status: 'Publicado',
      ...overrides,
    })
    .returning();
  return row as ArticleRow;
}

export async function insertGuide(db: DbExecutor, overrides: Partial<typeof guides.$inferInsert> = {}) {
  const [row] = await db
    .insert(guides)
    .values({ title: nextTitle('Guía'), description: 'Descripción', status: 'Publicado', ...overrides })
    .returning();
  return row as GuideRow;
}
