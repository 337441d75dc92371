/**
 * Section 2: how many SQL statements one articles-list request costs, for a
 * page of 1 and a page of 50. Counted with createRuntime's onStatement hook
 * around real HTTP requests, so middleware statements would show up too.
 */
import { articles, categories, ratings } from '../server/src/db/schema';
import { log, type FigureSink } from './report';
import { createScratchDatabase, graphql, startApp } from './servers';
import { ARTICLES_LIST_SIZED_QUERY } from './throughput';

const PAGE_SIZES = [1, 50] as const;
const REQUESTS_PER_SIZE = 5;
/** Extra published articles so a page of 50 is full and spans categories and ratings. */
const EXTRA_ARTICLES = 60;
const TARGET = 3;

interface ListData {
  articles: { items: { id: string }[] };
}

export async function sqlStatementsSection(sink: FigureSink): Promise<void> {
  const scratch = await createScratchDatabase('statements');
  const statements: string[] = [];
  try {
    const app = await startApp({ databaseUrl: scratch.url, onStatement: (query) => void statements.push(query) });
    try {
      const db = app.runtime.services.db;
      const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
      const inserted = await db
        .insert(articles)
        .values(
          Array.from({ length: EXTRA_ARTICLES }, (_, i) => ({
            title: `Artículo de prueba ${i + 1}`,
            summary: 'Resumen breve para medir cuántas consultas cuesta una lista.',
            content: '<p>Contenido.</p>',
            status: 'Publicado' as const,
            categoryId: categoryIds[i % categoryIds.length] ?? null,
          })),
        )
        .returning({ id: articles.id });
      await db.insert(ratings).values(
        inserted.flatMap(({ id }, i) =>
          Array.from({ length: 1 + (i % 3) }, (_, r) => ({
            contentType: 'article' as const,
            contentId: id,
            rating: 1 + ((i + r) % 5),
            userIdentifier: `visitor-${i}-${r}`,
          })),
        ),
      );
      // One request first: per-process caches (the calendar origin for the CSP) fill here, not in the count.
      await graphql<ListData>(app.url, ARTICLES_LIST_SIZED_QUERY, { pageSize: 1 });

      const perSize = new Map<number, number[]>();
      for (const pageSize of PAGE_SIZES) {
        const counts: number[] = [];
        for (let i = 0; i < REQUESTS_PER_SIZE; i += 1) {
          statements.length = 0;
          const data = await graphql<ListData>(app.url, ARTICLES_LIST_SIZED_QUERY, { pageSize });
          if (data.articles.items.length !== pageSize)
            throw new Error(`asked for ${pageSize} items, got ${data.articles.items.length}`);
          counts.push(statements.length);
        }
        perSize.set(pageSize, counts);
        log(`page size ${pageSize}: statements per request ${counts.join(', ')}`);
        for (const statement of statements) log(`  ${statement.replace(/\s+/g, ' ').slice(0, 110)}…`);
      }
      for (const pageSize of PAGE_SIZES) {
        const worst = Math.max(...(perSize.get(pageSize) ?? [Number.NaN]));
        sink.add(`Statements per list request, page size ${pageSize}`, String(worst), `≤ ${TARGET}`, worst <= TARGET);
      }
      const all = [...perSize.values()].flat();
      const constant = all.every((count) => count === all[0]);
      sink.add('Same count for page sizes 1 and 50', constant ? 'yes' : 'no', 'yes (no N+1)', constant);
    } finally {
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}
