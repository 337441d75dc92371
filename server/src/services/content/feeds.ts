import { and, desc, eq } from 'drizzle-orm';
import { articles, guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';

export interface FeedEntry {
  path: string;
  updatedAt: Date;
}

/** Every published article and guide, for the sitemap. */
export async function listPublishedPaths(db: DbExecutor): Promise<FeedEntry[]> {
  const [articleRows, guideRows] = await Promise.all([
    db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).where(eq(articles.status, PUBLISHED)),
    db.select({ id: guides.id, updatedAt: guides.updatedAt }).from(guides).where(eq(guides.status, PUBLISHED)),
  ]);
  return [
    ...articleRows.map((r) => ({ path: `/articulos/${r.id}`, updatedAt: r.updatedAt })),
    ...guideRows.map((r) => ({ path: `/guias/${r.id}`, updatedAt: r.updatedAt })),
  ];
}

/** The latest published articles, for RSS. */
export function latestArticles(db: DbExecutor, limit = 20) {
  return db
    .select({ id: articles.id, title: articles.title, summary: articles.summary, createdAt: articles.createdAt })
    .from(articles)
    .where(and(eq(articles.status, PUBLISHED)))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit);
}
