/**
 * What public reads select. Lists and the carousel never read an article's
 * body (often tens of KB of HTML that a card does not show), the stored
 * search text nor the statistics' sort key; `Article.content` loads the body
 * on demand, batched per request.
 */
import { getTableColumns } from 'drizzle-orm';
import { articles, guides, type ArticleRow, type GuideRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { idArray, isAnyId, preparedPerHandle } from '../../db/prepared';

const {
  content: _body,
  searchText: _articleSearch,
  ratingAverage: _articleAverage,
  ...articleListColumns
} = getTableColumns(articles);
const { searchText: _guideSearch, ratingAverage: _guideAverage, ...guideListColumns } = getTableColumns(guides);

export { articleListColumns, guideListColumns };
export const articleFullColumns = { ...articleListColumns, content: articles.content };

/** What the GraphQL Article type resolves from: a whole row, or a list row whose body is loaded when asked for. */
export type ArticleModel = Omit<ArticleRow, 'content' | 'searchText' | 'ratingAverage'> & { content?: string };
/** What the GraphQL Guide type resolves from. */
export type GuideModel = Omit<GuideRow, 'searchText' | 'ratingAverage'>;

/** Article bodies by id, in one statement (the `Article.content` DataLoader). */
const articleBodiesByIds = preparedPerHandle((db) =>
  db
    .select({ id: articles.id, content: articles.content })
    .from(articles)
    .where(isAnyId(articles.id, 'ids'))
    .prepare('article_bodies_by_ids'),
);

export async function loadArticleBodies(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await articleBodiesByIds(db).execute({ ids: idArray(ids) });
  return new Map(rows.map((row) => [row.id, row.content]));
}
