/**
 * The owner's statistics table: views, rating average/count and the three
 * visibility flags, searched and sorted in SQL (ties broken by views).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { articles, categories, guides, ratings, type ContentTypeValue } from '../../db/schema';
import type { AppServices } from '../types';
import { notFound } from '../errors';
import { searchCondition } from '../content/search';
import { parseId } from '../ids';
import type { ContentStatRow } from './types';

export type StatsSortKey = 'TITLE' | 'VIEWS' | 'RATING' | 'FEATURED' | 'CREATED_AT';
export type StatsFlag = 'SHOW_VIEWS' | 'SHOW_RATINGS' | 'IS_FEATURED';

function tableFor(contentType: ContentTypeValue) {
  return contentType === 'article' ? articles : guides;
}

async function queryStats(
  services: AppServices,
  contentType: ContentTypeValue,
  where: SQL | undefined,
  sortBy: StatsSortKey,
  direction: 'ASC' | 'DESC',
): Promise<ContentStatRow[]> {
  const table = tableFor(contentType);
  const summary = services.db
    .select({
      contentId: ratings.contentId,
      average: sql<number>`round(avg(${ratings.rating})::numeric, 1)`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(ratings)
    .where(eq(ratings.contentType, contentType))
    .groupBy(ratings.contentId)
    .as('summary');
  const average = sql<number>`coalesce(${summary.average}, 0)`;
  const order = direction === 'ASC' ? asc : desc;
  const keys: Record<StatsSortKey, SQL[]> = {
    // Accents and case aside ("Cómo" between "Celos" and "Crianza"), the same on every server whatever its locale.
    TITLE: [order(sql`f_search_text(${table.title}) collate "C"`), order(table.title)],
    VIEWS: [order(table.views)],
    RATING: [order(average), desc(table.views)],
    FEATURED: [order(table.isFeatured), desc(table.views)],
    CREATED_AT: [order(table.createdAt)],
  };
  const rows = await services.db
    .select({
      id: table.id,
      title: table.title,
      categoryName: categories.name,
      views: table.views,
      averageRating: average.mapWith(Number),
      ratingCount: sql<number>`coalesce(${summary.count}, 0)`.mapWith(Number),
      showViews: table.showViews,
      showRatings: table.showRatings,
      isFeatured: table.isFeatured,
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(categories, eq(categories.id, table.categoryId))
    .leftJoin(summary, eq(summary.contentId, table.id))
    .where(where)
    .orderBy(...keys[sortBy], desc(table.id));
  return rows.map((row) => ({ ...row, contentType }));
}

export function listContentStats(
  services: AppServices,
  contentType: ContentTypeValue,
  search: string | null | undefined,
  sortBy: StatsSortKey = 'CREATED_AT',
  direction: 'ASC' | 'DESC' = 'DESC',
): Promise<ContentStatRow[]> {
  const table = tableFor(contentType);
  const term = search?.trim();
  return queryStats(
    services,
    contentType,
    term ? searchCondition(sql`${table.title}`, term) : undefined,
    sortBy,
    direction,
  );
}

const FLAG_COLUMNS = { SHOW_VIEWS: 'showViews', SHOW_RATINGS: 'showRatings', IS_FEATURED: 'isFeatured' } as const;

/** Flips one visibility flag; returns the refreshed statistics row. */
export async function setContentFlag(
  services: AppServices,
  contentType: ContentTypeValue,
  rawId: string,
  flag: StatsFlag,
  value: boolean,
): Promise<ContentStatRow> {
  const id = parseId(rawId);
  const table = tableFor(contentType);
  const updated = await services.db
    .update(table)
    .set({ [FLAG_COLUMNS[flag]]: value, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (updated.length === 0)
    throw notFound(contentType === 'article' ? 'Artículo no encontrado.' : 'Guía no encontrada.');
  const [row] = await queryStats(services, contentType, and(eq(table.id, id)), 'CREATED_AT', 'DESC');
  if (!row) throw notFound('Contenido no encontrado.');
  return row;
}
