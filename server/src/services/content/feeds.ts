import { and, desc, eq } from 'drizzle-orm';
import { articles, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

/** The latest published articles, for RSS. */
export function latestArticles(db: DbExecutor, limit = 20) {
  return db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, createdAt: articles.createdAt })
    .from(articles)
    .where(and(eq(articles.status, PUBLISHED)))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit);
}
