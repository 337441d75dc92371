/**
 * List totals read from content_totals, the per-status and per-category counts
 * that triggers keep on articles and guides (migrations/0007_admin_lists.sql).
 * One indexed row instead of a count(*) that reads every matching row: at
 * 100,000 articles that count was most of a list request's time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { contentTotals, PUBLISHED, type ContentTypeValue } from '../../db/schema';

/** Every row of a kind, whatever its status (the admin lists). */
export function allRowsTotal(kind: ContentTypeValue): SQL<number> {
  return sql<number>`(select coalesce(sum(${contentTotals.total}), 0) from ${contentTotals}
    where ${contentTotals.contentType} = ${kind} and ${contentTotals.categoryId} = 0)`.mapWith(Number);
}

/** Published rows of a kind, in one category or (category 0) in all. */
export function publishedTotal(kind: ContentTypeValue, category: SQL | number): SQL<number> {
  return sql<number>`(select coalesce(sum(${contentTotals.total}), 0) from ${contentTotals}
    where ${contentTotals.contentType} = ${kind} and ${contentTotals.status} = ${PUBLISHED}
    and ${contentTotals.categoryId} = ${category})`.mapWith(Number);
}
