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

/** Average (1 decimal) and count for many items in one statement; missing ids get zeros. */
export async function loadRatingSummaries(
  db: DbExecutor,
  contentType: ContentTypeValue,
  ids: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const rows = await summariesByIds(db).execute({ contentType, ids: idArray(ids) });
  return new Map(rows.map((r) => [r.contentId, { average: r.average, count: r.count }]));
}
