import { and, eq, sql } from 'drizzle-orm';
import { ratings, type ContentTypeValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { idArray, isAnyId, preparedPerHandle } from '../../db/prepared';

export interface RatingSummary {
  average: number;
  count: number;
}

export const EMPTY_SUMMARY: RatingSummary = { average: 0, count: 0 };

const summariesByIds = preparedPerHandle((db) =>
  db
    .select({
      contentId: ratings.contentId,
      average: sql<number>`round(avg(${ratings.rating})::numeric, 1)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ratings)
    .where(and(eq(ratings.contentType, sql.placeholder('contentType')), isAnyId(ratings.contentId, 'ids')))
    .groupBy(ratings.contentId)
    .prepare('rating_summaries_by_ids'),
);

/**
 * The summary from an item's own totals (rating_sum, rating_count: kept by a trigger in the
 * rating's own transaction, migration 0007), so a page that already read the item reads no
 * ratings. Rounded as Postgres rounds avg()::numeric to one decimal: half away from zero, and
 * sum·10/count is exact whenever it ends in .5.
 */
export function summaryFromTotals(sum: number, count: number): RatingSummary {
  return count > 0 ? { average: Math.round((sum * 10) / count) / 10, count } : EMPTY_SUMMARY;
}

/** Average (1 decimal) and count for many items in one statement; missing ids get zeros. */
export async function loadRatingSummaries(
  db: DbExecutor,
  contentType: ContentTypeValue,
  ids: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const rows = await summariesByIds(db).execute({ contentType, ids: idArray(ids) });
  return new Map(rows.map((r) => [r.contentId, { average: r.average, count: r.count }]));
}
